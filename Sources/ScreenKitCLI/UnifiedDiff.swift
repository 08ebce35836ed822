/// A unified diff of two versions of a file, as `diff -u` and `git diff` print it, with three
/// lines of context. Lines are compared byte for byte (a `\r` stays part of its line).
enum UnifiedDiff {
    static let context = 3

    static func render(path: String, old: [UInt8], new: [UInt8]) -> String {
        let before = lines(old), after = lines(new)
        guard before != after else { return "" }
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        for hunk in hunks(before, after) { output += hunk }
        return output
    }

    /// The text's lines without their `\n`, and whether the last one had one.
    private static func lines(_ bytes: [UInt8]) -> [Line] {
        var result: [Line] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            result.append(Line(text: bytes[start..<index], terminated: true))
            start = index + 1
        }
        if start < bytes.count { result.append(Line(text: bytes[start...], terminated: false)) }
        return result
    }

    private struct Line: Equatable {
        let text: ArraySlice<UInt8>
        let terminated: Bool

        static func == (lhs: Line, rhs: Line) -> Bool { lhs.terminated == rhs.terminated && lhs.text.elementsEqual(rhs.text) }

        func printed(_ prefix: Character) -> String {
            String(prefix) + String(decoding: text, as: UTF8.self) + "\n" + (terminated ? "" : "\\ No newline at end of file\n")
        }
    }

    /// A rename changes words inside lines and never the number of lines, so line `i` of one
    /// version stands against line `i` of the other; texts that differ in length are shown as
    /// one change of everything after their common start and end.
    private static func hunks(_ before: [Line], _ after: [Line]) -> [String] {
        var changed: [(old: Range<Int>, new: Range<Int>)] = []
        if before.count == after.count {
            for index in before.indices where before[index] != after[index] {
                changed.append((index..<index + 1, index..<index + 1))
            }
        } else {
            let prefix = zip(before, after).prefix { $0 == $1 }.count
            let suffix = zip(before.reversed(), after.reversed()).prefix { $0 == $1 }.count
            let common = min(suffix, min(before.count, after.count) - prefix)
            changed.append((prefix..<before.count - common, prefix..<after.count - common))
        }
        // Changes whose context would touch are printed in one hunk.
        var groups: [[(old: Range<Int>, new: Range<Int>)]] = []
        for change in changed {
            if let last = groups.last?.last, change.old.lowerBound - last.old.upperBound <= 2 * context {
                groups[groups.count - 1].append(change)
            } else {
                groups.append([change])
            }
        }
        return groups.map { group in
            let first = group.first!, last = group.last!
            let oldStart = max(0, first.old.lowerBound - context), newStart = max(0, first.new.lowerBound - context)
            let oldEnd = min(before.count, last.old.upperBound + context), newEnd = min(after.count, last.new.upperBound + context)
            var text = "@@ -\(range(oldStart, oldEnd)) +\(range(newStart, newEnd)) @@\n"
            var oldLine = oldStart
            for change in group {
                while oldLine < change.old.lowerBound {
                    text += before[oldLine].printed(" ")
                    oldLine += 1
                }
                for line in before[change.old] { text += line.printed("-") }
                for line in after[change.new] { text += line.printed("+") }
                oldLine = change.old.upperBound
            }
            while oldLine < oldEnd {
                text += before[oldLine].printed(" ")
                oldLine += 1
            }
            return text
        }
    }

    /// `start,count` with lines counted from 1; an empty range names the line before it.
    private static func range(_ start: Int, _ end: Int) -> String {
        let count = end - start
        return count == 1 ? "\(start + 1)" : "\(count == 0 ? start : start + 1),\(count)"
    }
}

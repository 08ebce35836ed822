import ScreenSyntax
import ScreenFormat

/// A unified diff (`diff -u` style, three lines of context) of a text and its new form
/// (formatted, renamed or fixed), made from the edits of the old text that give the new one,
/// sorted and apart: each edit changes the lines it touches, nothing else.
enum UnifiedDiff {
    static let context = 3

    static func render(path: String, old: [UInt8], new: [UInt8], edits: [SourceEdit]) -> String {
        guard !edits.isEmpty else { return "" }
        let oldLines = Lines(old)
        let newLines = Lines(new)
        // The lines each edit touches, in both texts; edits close together share a group.
        var groups: [(old: ClosedRange<Int>, new: ClosedRange<Int>)] = []
        var delta = 0
        for edit in edits {
            let newStart = edit.range.lowerBound + delta
            let newEnd = newStart + edit.replacement.count
            delta += edit.replacement.count - edit.range.count
            let oldSpan = oldLines.line(of: edit.range.lowerBound)...oldLines.line(of: edit.range.upperBound)
            let newSpan = newLines.line(of: newStart)...newLines.line(of: newEnd)
            if let last = groups.last, oldSpan.lowerBound <= last.old.upperBound + 1 {
                groups[groups.count - 1] = (last.old.lowerBound...max(last.old.upperBound, oldSpan.upperBound), last.new.lowerBound...max(last.new.upperBound, newSpan.upperBound))
            } else {
                groups.append((oldSpan, newSpan))
            }
        }
        var output = "--- \(path)\n+++ \(path)\n"
        var index = 0
        while index < groups.count {
            var end = index
            while end + 1 < groups.count, groups[end + 1].old.lowerBound - groups[end].old.upperBound - 1 <= 2 * context { end += 1 }
            let before = min(context, groups[index].old.lowerBound)
            let after = min(context, oldLines.count - 1 - groups[end].old.upperBound)
            let oldStart = groups[index].old.lowerBound - before
            let oldEnd = groups[end].old.upperBound + after
            let newStart = groups[index].new.lowerBound - before
            let newEnd = groups[end].new.upperBound + after
            output += "@@ -\(range(oldStart, oldEnd)) +\(range(newStart, newEnd)) @@\n"
            for line in oldStart..<groups[index].old.lowerBound { output += oldLines.text(line, prefix: " ") }
            for group in index...end {
                for line in groups[group].old { output += oldLines.text(line, prefix: "-") }
                for line in groups[group].new { output += newLines.text(line, prefix: "+") }
                let nextStart = group < end ? groups[group + 1].old.lowerBound : oldEnd + 1
                for line in (groups[group].old.upperBound + 1)..<max(nextStart, groups[group].old.upperBound + 1) {
                    output += oldLines.text(line, prefix: " ")
                }
            }
            index = end + 1
        }
        return output
    }

    private static func range(_ first: Int, _ last: Int) -> String {
        let count = last - first + 1
        return count == 0 ? "\(first),0" : "\(first + 1),\(count)"
    }

    /// A text's lines; a final line break ends the last line instead of starting an empty one.
    private struct Lines {
        let index: LineIndex
        let count: Int
        let endsWithBreak: Bool

        init(_ bytes: [UInt8]) {
            index = LineIndex(bytes)
            endsWithBreak = bytes.last == 0x0A || bytes.last == 0x0D
            count = max(index.lineCount - (endsWithBreak ? 1 : 0), 1)
        }

        func line(of offset: Int) -> Int { min(index.line(ofOffset: offset), count - 1) }

        /// The line as the file holds it, its line break (CRLF too) and, on the first line, a
        /// byte-order mark included, so that `patch` applies the diff to the file.
        func text(_ line: Int, prefix: String) -> String {
            let start = line == 0 ? 0 : index.lineRange(line).lowerBound
            let end = line + 1 < index.lineCount ? index.lineRange(line + 1).lowerBound : index.source.count
            let bytes = index.source[start..<max(start, end)]
            var text = prefix + String(decoding: bytes, as: UTF8.self)
            if bytes.last != 0x0A { text += line == count - 1 && !endsWithBreak ? "\n\\ No newline at end of file\n" : "\n" }
            return text
        }
    }
}

import XCTest
import ScreenSyntax
import ScreenTestSupport
@testable import ScreenRules

/// Every rule's corrections, remade in the forms a user's file takes: members separated by `;`
/// or `,`, a trailing comment with Chinese and emoji on every line, each in an LF file, a CRLF
/// one and one with a byte-order mark. The fix of the marked finding must give the correction's
/// output remade the same way: the separators and the line endings as the file has them, every
/// comment kept and trailing the line it trailed.
final class CorrectionVariantTests: XCTestCase {
    /// A text with the places of the correction's markers.
    private struct Variant {
        var text: [UInt8]
        var start: Int
        var end: Int?

        /// `insertions` made at once, in offsets of the text before them; a marker at an
        /// insertion's place stays before it unless the insertion `pushesMarkers`.
        func inserting(_ insertions: [(at: Int, text: String, pushesMarkers: Bool)]) -> Variant {
            let sorted = insertions.sorted { $0.at < $1.at }
            var result: [UInt8] = []
            var position = 0
            for insertion in sorted {
                result += text[position..<insertion.at]
                result += Array(insertion.text.utf8)
                position = insertion.at
            }
            result += text[position...]
            func moved(_ offset: Int) -> Int {
                offset + sorted.filter { $0.at < offset || ($0.at == offset && $0.pushesMarkers) }.reduce(0) { $0 + $1.text.utf8.count }
            }
            return Variant(text: result, start: moved(start), end: end.map(moved))
        }
    }

    private enum Form: CaseIterable { case lf, crlf, byteOrderMark }

    private static func form(_ variant: Variant, _ form: Form) -> Variant {
        switch form {
        case .lf: return variant
        case .crlf: return variant.inserting(variant.text.indices.filter { variant.text[$0] == 0x0A }.map { ($0, "\r", false) })
        case .byteOrderMark: return variant.inserting([(0, "\u{FEFF}", true)])
        }
    }

    /// How a file separates the members of a block: between them, or after each one.
    private enum SeparatorStyle: CaseIterable { case between, afterEach }

    /// The members of every block, in order.
    private static func blocks(of tree: SyntaxTree) -> [[MemberSyntax]] {
        var blocks: [[MemberSyntax]] = []
        func visit(_ block: BlockSyntax?) {
            guard let members = block?.members else { return }
            blocks.append(members)
            for member in members {
                if case .element(let element) = member { visit(element.block) }
            }
        }
        for screen in SourceFileSyntax(tree).screens { visit(screen.block) }
        return blocks
    }

    /// `separator` after every member of a block that another member follows, or after every one.
    private static func separated(_ variant: Variant, by separator: String, _ style: SeparatorStyle) -> Variant {
        let tree = SyntaxTree(parsing: variant.text)
        var places: [Int] = []
        for members in blocks(of: tree) {
            for (index, member) in members.enumerated() where style == .afterEach || index + 1 < members.count {
                places.append(tree.trimmedByteRange(of: member.id).upperBound)
            }
        }
        return variant.inserting(places.map { ($0, separator, false) })
    }

    /// Whether the correction only puts lines in another order.
    private static func isMove(_ correction: Correction) -> Bool {
        let input = MarkedSource(correction.input).text.components(separatedBy: "\n"), output = correction.output.components(separatedBy: "\n")
        return input != output && input.sorted() == output.sorted()
    }

    /// The text without the separator after the member of each block of one member.
    private static func bareLoneMembers(_ text: [UInt8]) -> [UInt8] {
        let tree = SyntaxTree(parsing: text)
        let separators = Set(blocks(of: tree).filter { $0.count == 1 }.compactMap { members -> Int? in
            let end = tree.trimmedByteRange(of: members[0].id).upperBound
            return end > 0 && (text[end - 1] == UInt8(ascii: ";") || text[end - 1] == UInt8(ascii: ",")) ? end - 1 : nil
        })
        return text.indices.filter { !separators.contains($0) }.map { text[$0] }
    }

    private static func memberCount(_ text: String) -> Int { blocks(of: SyntaxTree(parsing: text)).reduce(0) { $0 + $1.count } }

    /// The trailing comment put on line `line`.
    private static func comment(_ line: Int) -> String { "// 注\(line) 😀" }

    /// A trailing comment at the end of every line with code that ends outside a string or a
    /// comment and has no comment yet.
    private static func commented(_ variant: Variant) -> Variant {
        let tree = SyntaxTree(parsing: variant.text)
        var insertions: [(at: Int, text: String, pushesMarkers: Bool)] = []
        var lastOnLine: TokenKind?
        var line = 0
        for token in 0..<tree.tokens.count {
            let kind = tree.tokens.kinds[token], range = tree.tokens.range(of: token)
            guard kind == .whitespace || kind == .endOfFile else {
                lastOnLine = kind
                if range.contains(where: { variant.text[$0] == 0x0A }) { lastOnLine = .blockComment }
                continue
            }
            for offset in range.isEmpty ? [range.lowerBound] : Array(range) where offset == variant.text.count || variant.text[offset] == 0x0A {
                if let kind = lastOnLine, kind != .lineComment, kind != .blockComment, kind != .byteOrderMark, kind != .unterminatedString, kind != .unterminatedBlockComment {
                    insertions.append((offset, " " + comment(line), false))
                }
                lastOnLine = nil
                line += 1
                if offset == variant.text.count { break }
            }
        }
        return variant.inserting(insertions)
    }

    private func fixedTexts(_ rule: Rule, _ correction: Correction, in variant: Variant) -> [[UInt8]] {
        let file = FileAnalysis(path: "variant.screen", source: variant.text)
        let found = RuleEngine.check(file, workspace: WorkspaceIndex([file.summary])).filter {
            $0.ruleID == rule.id && $0.range.lowerBound == variant.start && (variant.end == nil || $0.range.upperBound == variant.end)
        }
        return found.filter { correction.fixIndex < $0.fixes.count }.map { diagnostic in
            let (result, skipped) = SourceEdit.apply(diagnostic.fixes[correction.fixIndex].edits, to: variant.text)
            return skipped == 0 ? result : []
        }
    }

    private static func variant(of marked: String) -> Variant {
        let source = MarkedSource(marked)
        return Variant(text: source.bytes, start: source["1️⃣"], end: source.offsets["2️⃣"])
    }

    private static func plain(_ text: String) -> Variant { Variant(text: Array(text.utf8), start: 0, end: nil) }

    /// With `;` and with `,` between the members, or after each: the fix's output is the
    /// correction's output with the same separators (a member removed takes one along, one
    /// inserted gets one). A block of one member shows no style of its own between members, so
    /// fixes that add members are held to the style after each only.
    func testEveryCorrectionKeepsTheSeparators() {
        var failures: [String] = []
        for rule in Rules.all {
            for correction in rule.description.corrections {
                let adds = Self.memberCount(correction.output) > Self.memberCount(MarkedSource(correction.input).text)
                for separator in [";", ","] {
                    for style in SeparatorStyle.allCases where style == .afterEach || !adds {
                    for form in Form.allCases {
                        let input = Self.form(Self.separated(Self.variant(of: correction.input), by: separator, style), form)
                        let expected = Self.form(Self.separated(Self.plain(correction.output), by: separator, style), form).text
                        // A member put in a block that was empty or new shows no style.
                        let plainInput = MarkedSource(correction.input).text
                        let fillsABlock = Self.blocks(of: SyntaxTree(parsing: plainInput)).contains(where: \.isEmpty)
                            || Self.blocks(of: SyntaxTree(parsing: correction.output)).count > Self.blocks(of: SyntaxTree(parsing: plainInput)).count
                        let outputs = fixedTexts(rule, correction, in: input)
                        // A move may be withheld (when its edits would clash or take a comment
                        // past another), never wrong.
                        if outputs.isEmpty, Self.isMove(correction) { continue }
                        let matches = fillsABlock && style == .afterEach
                            ? outputs.map(Self.bareLoneMembers).contains(Self.bareLoneMembers(expected)) : outputs.contains(expected)
                        if !matches {
                            failures.append("\(rule.id), \(separator), \(style), \(form), in:\n\(String(decoding: input.text, as: UTF8.self))\nexpected:\n\(String(decoding: expected, as: UTF8.self))\ngave:\n\(outputs.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n--\n"))")
                        }
                    }
                    }
                }
            }
        }
        XCTAssertEqual(failures.count, 0, failures.joined(separator: "\n\n"))
    }

    /// Every comment of a text, in sorted order: a move changes their order, never their set.
    private static func sortedComments(_ text: [UInt8]) -> [ArraySlice<UInt8>] {
        SyntaxTree(parsing: text).sortedComments
    }

    /// With a trailing comment of Chinese and emoji on every line: every comment is kept (a
    /// move takes some past others); a line the fix leaves as it was keeps its comment; without the comments (and the
    /// lines a comment was left alone on) the output is the correction's.
    func testEveryCorrectionKeepsTrailingComments() {
        var failures: [String] = []
        for rule in Rules.all {
            for correction in rule.description.corrections {
                for form in Form.allCases {
                    let commented = Self.commented(Self.variant(of: correction.input))
                    let input = Self.form(commented, form)
                    let expected = Self.form(Self.plain(correction.output), form).text
                    let lineEnd = form == .crlf ? "\r\n" : "\n"
                    // The lines of the input with their comment, by the code before it.
                    let inputLines = String(decoding: commented.text, as: UTF8.self).components(separatedBy: "\n")
                    let outputLines = correction.output.components(separatedBy: "\n")
                    var kept: [String] = []
                    for (index, line) in inputLines.enumerated() where line.hasSuffix(" " + Self.comment(index)) {
                        let code = String(line.dropLast(Self.comment(index).count + 1))
                        if inputLines.filter({ $0.hasPrefix(code) }).count == 1, outputLines.filter({ $0 == code }).count == 1 { kept.append(line) }
                    }
                    let inputComments = Self.sortedComments(input.text)
                    let outputs = fixedTexts(rule, correction, in: input)
                    // A fix that would take whole lines away may be withheld when they hold a
                    // comment (a copy of a screen is removed only when it holds none), and one
                    // that moves lines when it would take a comment past another.
                    if outputs.isEmpty, outputLines.count < MarkedSource(correction.input).text.components(separatedBy: "\n").count || Self.isMove(correction) { continue }
                    let good = outputs.contains { output in
                        var text = String(decoding: output, as: UTF8.self)
                        let mark = form == .byteOrderMark && text.hasPrefix("\u{FEFF}") ? "\u{FEFF}" : ""
                        text = String(text.dropFirst(mark.count))
                        let lines = text.components(separatedBy: lineEnd)
                        guard Self.sortedComments(output) == inputComments, kept.allSatisfy(lines.contains) else { return false }
                        var stripped: [String] = []
                        for line in lines {
                            guard let range = line.range(of: #" ?// 注[0-9]+ 😀$"#, options: .regularExpression) else {
                                stripped.append(line)
                                continue
                            }
                            let code = String(line[..<range.lowerBound])
                            if !code.allSatisfy({ $0 == " " || $0 == "\t" }) { stripped.append(code) }
                        }
                        return Array((mark + stripped.joined(separator: lineEnd)).utf8) == expected
                    }
                    if !good {
                        failures.append("\(rule.id), \(form), in:\n\(String(decoding: input.text, as: UTF8.self))\nexpected, with the comments:\n\(String(decoding: expected, as: UTF8.self))\nkept: \(kept)\ngave:\n\(fixedTexts(rule, correction, in: input).map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n--\n"))")
                    }
                }
            }
        }
        XCTAssertEqual(failures.count, 0, failures.joined(separator: "\n\n"))
    }
}

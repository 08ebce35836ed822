import ScreenSyntax

extension Suppressions {
    /// The edit that silences `ruleID` on the line that holds `offset`: the id added to the
    /// `// screenkit-ignore:` comment that already silences that line, else such a comment
    /// inserted on a line of its own above it, indented as that line is, with the file's
    /// line ending. The comment ends in `--`, where the reason goes.
    static func lineSuppression(of ruleID: String, at offset: Int, in file: FileAnalysis) -> SourceEdit {
        let line = file.lines.line(ofOffset: offset)
        let suppressions = Suppressions(tree: file.tree, lines: file.lines)
        if let comment = suppressions.comments.first(where: { $0.line == line }) {
            return adding(ruleID, to: comment, in: file.tree)
        }
        let lineStart = file.lines.lineRange(line).lowerBound
        let indentation = file.tree.source[lineStart...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        let newline = file.tree.source.lineEnding
        return SourceEdit(range: lineStart..<lineStart, newText: String(decoding: indentation, as: UTF8.self) + "// \(lineMarker) \(ruleID) --" + newline)
    }

    /// The edit that silences `ruleID` in the whole file: added to the file's first
    /// `// screenkit-ignore-file:` comment, else such a comment as the file's first line.
    static func fileSuppression(of ruleID: String, in file: FileAnalysis) -> SourceEdit {
        let suppressions = Suppressions(tree: file.tree, lines: file.lines)
        if let comment = suppressions.comments.first(where: { $0.line == nil }) {
            return adding(ruleID, to: comment, in: file.tree)
        }
        // After a byte-order mark, which must stay first.
        let start = file.tree.source.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return SourceEdit(range: start..<start, newText: "// \(fileMarker) \(ruleID)" + file.tree.source.lineEnding)
    }

    /// `, ruleID` after the comment's last id (before its `--` reason, if it has one).
    private static func adding(_ ruleID: String, to comment: Comment, in tree: SyntaxTree) -> SourceEdit {
        let bytes = tree.source[comment.range]
        let reason = bytes.firstRange(of: Array("--".utf8))?.lowerBound ?? bytes.endIndex
        var end = reason
        while end > bytes.startIndex, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        let separator = comment.ids.isEmpty ? " " : ", "
        return SourceEdit(range: end..<end, newText: separator + ruleID)
    }
}

extension [UInt8] {
    /// The line ending the text uses: CRLF when its first line break is one, else LF.
    var lineEnding: String {
        guard let newline = firstIndex(of: UInt8(ascii: "\n")) else { return "\n" }
        return newline > 0 && self[newline - 1] == UInt8(ascii: "\r") ? "\r\n" : "\n"
    }
}

extension FileAnalysis {
    /// The edit that silences `ruleID` on the line of `offset` (see `Suppressions`).
    public func lineSuppression(of ruleID: String, at offset: Int) -> SourceEdit {
        Suppressions.lineSuppression(of: ruleID, at: offset, in: self)
    }

    /// The edit that silences `ruleID` in this whole file.
    public func fileSuppression(of ruleID: String) -> SourceEdit {
        Suppressions.fileSuppression(of: ruleID, in: self)
    }
}

import ScreenRules
import ScreenFileSystem
import ScreenSyntax

extension LSPDiagnostic {
    /// An IDE diagnostic in LSP terms: byte offsets become positions in `encoding` through the
    /// file's line index, and the message is worded in `language`. Related locations in other
    /// files use those files' lines (`linesOf`) and their URIs (`uriOf`); one in a file the
    /// server does not know is left out rather than given a wrong range.
    init(
        _ diagnostic: Diagnostic,
        lines: LineIndex,
        encoding: PositionEncoding,
        language: Language,
        linesOf: (String) -> LineIndex?,
        uriOf: (String) -> String
    ) {
        self.init(
            range: LSPRange(diagnostic.range, in: lines, encoding: encoding),
            severity: Self.severity(diagnostic.severity),
            code: diagnostic.ruleID,
            codeDescriptionHref: DocumentationLocation.link(for: diagnostic.ruleID),
            message: diagnostic.message[language],
            tags: diagnostic.tags.map(Self.tag),
            relatedInformation: diagnostic.related.compactMap { related in
                guard let relatedLines = linesOf(related.file) else { return nil }
                return DiagnosticRelatedInformation(
                    uri: uriOf(related.file),
                    range: LSPRange(related.range, in: relatedLines, encoding: encoding),
                    message: related.message[language])
            })
    }

    /// LSP `DiagnosticSeverity`.
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: return 1
        case .warning: return 2
        case .information: return 3
        case .hint: return 4
        }
    }

    /// LSP `DiagnosticTag`.
    static func tag(_ tag: DiagnosticTag) -> Int {
        switch tag {
        case .unnecessary: return 1
        case .deprecated: return 2
        }
    }
}

import ScreenFileSystem
import ScreenIDE
import ScreenRules
import ScreenSyntax

/// The IDE layer's values in protocol terms: byte offsets become positions in the negotiated
/// encoding, texts are worded in the session's language. With `FromProtocol`, the only place
/// where the edge converts; each feature's conversions are a `ToProtocol+Feature.swift`
/// extension.
struct ToProtocol: Sendable, Equatable {
    var encoding: PositionEncoding
    var language: Language

    func position(_ offset: Int, in lines: LineIndex) -> LSPPosition {
        LSPPosition(lines.position(ofOffset: offset, in: encoding))
    }

    func range(_ offsets: Range<Int>, in lines: LineIndex) -> LSPRange {
        LSPRange(start: position(offsets.lowerBound, in: lines), end: position(offsets.upperBound, in: lines))
    }

    func textEdit(_ edit: SourceEdit, in lines: LineIndex) -> LSPTextEdit {
        LSPTextEdit(range: range(edit.range, in: lines), newText: edit.newText)
    }

    /// The IDE layer's hover with its byte range as positions.
    func hover(_ result: HoverResult, in lines: LineIndex, markdown: Bool) -> Hover {
        Hover(contents: MarkupContent(value: result.markdown, isMarkdown: markdown), range: range(result.range, in: lines))
    }

    /// An outline entry and its children.
    func documentSymbol(_ symbol: DocumentSymbol, in lines: LineIndex) -> LSPDocumentSymbol {
        LSPDocumentSymbol(
            name: symbol.name,
            detail: symbol.detail,
            kind: Self.symbolKind(symbol.kind),
            range: range(symbol.range, in: lines),
            selectionRange: range(symbol.selectionRange, in: lines),
            children: symbol.children.map { documentSymbol($0, in: lines) })
    }

    /// A rule's fix as a quick fix on the document `uri`, with the client's copy of the
    /// diagnostic attached.
    func codeAction(_ fix: Fix, for diagnostic: ReceivedDiagnostic, uri: String, in lines: LineIndex) -> CodeAction {
        CodeAction(
            title: fix.title[language],
            diagnostics: [diagnostic.json],
            edit: WorkspaceEdit(changes: [(uri, fix.edits.map { textEdit($0, in: lines) })]),
            isPreferred: fix.isSafe)
    }

    /// A diagnostic, its message in the session's language. Related locations in other files
    /// use those files' lines (`linesOf`) and their URIs (`uriOf`); one in a file the server
    /// does not know is left out rather than given a wrong range.
    func diagnostic(
        _ diagnostic: Diagnostic, in lines: LineIndex, linesOf: (String) -> LineIndex?, uriOf: (String) -> String
    ) -> LSPDiagnostic {
        LSPDiagnostic(
            range: range(diagnostic.range, in: lines),
            severity: Self.severity(diagnostic.severity),
            code: diagnostic.ruleID,
            codeDescriptionHref: DocumentationLocation.link(for: diagnostic.ruleID),
            message: diagnostic.message[language],
            tags: diagnostic.tags.map(Self.tag),
            relatedInformation: diagnostic.related.compactMap { related in
                guard let relatedLines = linesOf(related.file) else { return nil }
                return DiagnosticRelatedInformation(
                    uri: uriOf(related.file), range: range(related.range, in: relatedLines), message: related.message[language])
            })
    }

    /// An IDE completion as the client takes it: its snippet when the client takes snippets
    /// and the item has one, else its plain text; its documentation, or (when the client
    /// resolves that) its subject as `data`.
    static func completionItem(_ item: CompletionItem, style: CompletionStyle) -> LSPCompletionItem {
        let snippet = style.snippets ? item.snippet : nil
        let documentation = style.resolvesDocumentation ? nil : item.documentation
        return LSPCompletionItem(
            label: item.label,
            kind: completionKind(item.kind),
            detail: item.detail,
            documentation: documentation.map { MarkupContent(value: $0, isMarkdown: style.markdown) },
            newText: snippet ?? item.insertText,
            insertTextFormat: snippet == nil ? .plainText : .snippet,
            isDeprecated: item.isDeprecated,
            deprecationMarking: style.deprecationMarking,
            data: style.resolvesDocumentation ? CompletionItemData(item.subject) : nil)
    }

    static func completionKind(_ kind: CompletionItem.Kind) -> LSPCompletionItem.Kind {
        switch kind {
        case .element: return .class
        case .property: return .property
        case .value: return .enumMember
        case .screen: return .reference
        case .keyword: return .keyword
        case .color: return .color
        case .rule: return .constant
        }
    }

    static func symbolKind(_ kind: DocumentSymbol.Kind) -> SymbolKind {
        switch kind {
        case .screen: return .class
        case .bar: return .struct
        case .view: return .object
        }
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

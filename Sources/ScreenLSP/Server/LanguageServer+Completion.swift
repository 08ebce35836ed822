import JSONRPC

extension LanguageServer {
    /// `textDocument/completion`: what the context allows at the position, each item
    /// replacing the word being typed; null where nothing is completed (comments, strings).
    func completion(_ params: TextDocumentPositionParams) -> JSONValue {
        guard let place = locate(params.textDocument.uri, params.position),
              let list = place.analysis.completions(in: place.key, at: place.offset, language: session.language) else { return .null }
        let range = LSPRange(list.replacementRange, in: place.file.lines, encoding: session.encoding)
        let style = CompletionStyle(session.capabilities)
        return LSPCompletionList(items: list.items.map { LSPCompletionItem($0, replacing: range, style: style) }).json
    }
}

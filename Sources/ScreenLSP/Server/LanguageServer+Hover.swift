import JSONRPC

extension LanguageServer {
    /// `textDocument/hover`: the guideline text for what is under the position, or null.
    func hover(_ params: TextDocumentPositionParams) -> JSONValue {
        guard let place = locate(params.textDocument.uri, params.position),
              let result = place.analysis.hover(in: place.key, at: place.offset, language: session.language) else { return .null }
        let markdown = MarkupContent.allowsMarkdown(session.capabilities.hoverFormats)
        return Hover(result, lines: place.file.lines, encoding: session.encoding, markdown: markdown).json
    }
}

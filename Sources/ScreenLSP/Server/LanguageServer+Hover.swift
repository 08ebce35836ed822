import JSONRPC

extension LanguageServer {
    /// `textDocument/hover`: the guideline text for what is under the position, or null.
    func hover(_ params: TextDocumentPositionParams) -> Hover? {
        guard let place = locate(params.textDocument.uri, params.position),
              let result = place.analysis.hover(in: place.key, at: place.offset, language: session.language) else { return nil }
        let markdown = MarkupContent.allowsMarkdown(session.capabilities.hoverFormats)
        return toProtocol.hover(result, in: place.file.lines, markdown: markdown)
    }
}

import JSONRPC
import ScreenIDE

extension LanguageServer {
    /// `textDocument/documentLink`: each WebView's `url:`, the text inside its quotes.
    func documentLinks(_ params: DocumentLinkParams) -> [LSPDocumentLink] {
        let key = key(ofClientURI: params.textDocument.uri)
        let analysis = host.snapshot
        guard let file = analysis.file(key) else { return [] }
        return analysis.documentLinks(in: key).map { toProtocol.documentLink($0, in: file.lines) }
    }
}

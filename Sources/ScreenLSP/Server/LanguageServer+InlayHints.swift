import JSONRPC
import ScreenIDE

extension LanguageServer {
    /// `textDocument/inlayHint`: bar heights, screen roles and link titles in the range, of
    /// the kinds the settings show.
    func inlayHints(_ params: TextDocumentRangeParams) -> [LSPInlayHint]? {
        let key = key(ofClientURI: params.textDocument.uri)
        let analysis = host.snapshot
        guard let file = analysis.file(key) else { return nil }
        let range = fromProtocol.offsets(params.range, in: file.lines)
        let convert = toProtocol
        return (analysis.inlayHints(in: key, range: range, language: session.language) ?? []).map { convert.inlayHint($0, in: file.lines) }
    }

    /// Asks a client that can be asked to fetch inlay hints again: the settings or another
    /// file's facts (titles, links) changed. Sent once per input, with the diagnostic refresh.
    func requestInlayHintRefresh() {
        inlayHintRefreshIsDue = session.capabilities.supportsInlayHintRefresh
    }

    func sendDueInlayHintRefresh() {
        guard inlayHintRefreshIsDue, phase == .running else { return }
        inlayHintRefreshIsDue = false
        request(InlayHintRefreshRequest.self, NoParams(), purpose: .inlayHintRefresh)
    }
}

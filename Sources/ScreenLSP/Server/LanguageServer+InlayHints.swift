import JSONRPC
import ScreenIDE

extension LanguageServer {
    /// `textDocument/inlayHint`: bar heights, screen roles and link titles in the range, of
    /// the kinds the settings show.
    func inlayHints(_ params: InlayHintParams) -> JSONValue {
        let key = key(ofClientURI: params.textDocument.uri)
        let analysis = host.snapshot
        guard let file = analysis.file(key) else { return .null }
        let bounds = params.range.normalized
        let range = file.lines.offset(of: bounds.lowerBound, in: session.encoding)..<file.lines.offset(of: bounds.upperBound, in: session.encoding)
        let hints = analysis.inlayHints(in: key, range: range, language: session.language) ?? []
        return .array(hints.map { hint in
            LSPInlayHint(
                position: LSPPosition(file.lines.position(ofOffset: hint.offset, in: session.encoding)),
                label: hint.label, kind: hint.kind == .navigationTitles ? nil : 1).json
        })
    }

    /// Asks a client that can be asked to fetch inlay hints again: the settings or another
    /// file's facts (titles, links) changed. Sent once per input, with the diagnostic refresh.
    func requestInlayHintRefresh() {
        inlayHintRefreshIsDue = session.capabilities.supportsInlayHintRefresh
    }

    func sendDueInlayHintRefresh() {
        guard inlayHintRefreshIsDue, phase == .running else { return }
        inlayHintRefreshIsDue = false
        request("workspace/inlayHint/refresh", nil, purpose: .inlayHintRefresh)
    }
}

import JSONRPC
import ScreenIDE

extension LanguageServer {
    /// The encoded tokens last sent for a document, which a delta request names.
    struct SemanticTokensSent {
        var resultId: String
        var data: [UInt32]
    }

    /// `textDocument/semanticTokens/full`: every token of the document, kept so that the
    /// next request can be answered with a delta.
    func semanticTokensFull(_ params: TextDocumentParams) -> SemanticTokensResult? {
        guard let (key, data) = encodedSemanticTokens(params.textDocument.uri, range: nil) else { return nil }
        return .full(resultId: remember(data, for: key), data: data)
    }

    /// `textDocument/semanticTokens/full/delta`: the edits from the result the client holds;
    /// all tokens when the server no longer has that result.
    func semanticTokensDelta(_ params: SemanticTokensDeltaParams) -> SemanticTokensResult? {
        guard let (key, data) = encodedSemanticTokens(params.textDocument.uri, range: nil) else { return nil }
        let previous = sentSemanticTokens[key]
        let resultId = remember(data, for: key)
        guard let previous, previous.resultId == params.previousResultId else {
            return .full(resultId: resultId, data: data)
        }
        return .delta(resultId: resultId, edits: SemanticTokensResult.edits(from: previous.data, to: data))
    }

    /// `textDocument/semanticTokens/range`: the tokens that overlap the range, for the part of
    /// a long document in view.
    func semanticTokensRange(_ params: TextDocumentRangeParams) -> SemanticTokensResult? {
        guard let (_, data) = encodedSemanticTokens(params.textDocument.uri, range: params.range) else { return nil }
        return .full(resultId: nil, data: data)
    }

    private func encodedSemanticTokens(_ uri: String, range: LSPRange?) -> (key: String, data: [UInt32])? {
        let key = key(ofClientURI: uri)
        let analysis = host.snapshot
        guard let file = analysis.file(key) else { return nil }
        let offsets = range.map { fromProtocol.offsets($0, in: file.lines) }
        guard let tokens = analysis.semanticTokens(in: key, range: offsets) else { return nil }
        return (key, toProtocol.semanticTokens(tokens, in: file.lines, multiline: session.capabilities.supportsMultilineTokens))
    }

    private func remember(_ data: [UInt32], for key: String) -> String {
        nextSemanticTokensResult += 1
        let resultId = String(nextSemanticTokensResult)
        sentSemanticTokens[key] = SemanticTokensSent(resultId: resultId, data: data)
        return resultId
    }
}

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
    func semanticTokensFull(_ params: SemanticTokensParams) -> JSONText {
        guard let (key, data) = encodedSemanticTokens(params.textDocument.uri, range: nil) else { return JSONText(.null) }
        return SemanticTokensResult.full(resultId: remember(data, for: key), data: data).json
    }

    /// `textDocument/semanticTokens/full/delta`: the edits from the result the client holds;
    /// all tokens when the server no longer has that result.
    func semanticTokensDelta(_ params: SemanticTokensDeltaParams) -> JSONText {
        guard let (key, data) = encodedSemanticTokens(params.textDocument.uri, range: nil) else { return JSONText(.null) }
        let previous = sentSemanticTokens[key]
        let resultId = remember(data, for: key)
        guard let previous, previous.resultId == params.previousResultId else {
            return SemanticTokensResult.full(resultId: resultId, data: data).json
        }
        return SemanticTokensResult.delta(resultId: resultId, edits: SemanticTokenLegend.edits(from: previous.data, to: data)).json
    }

    /// `textDocument/semanticTokens/range`: the tokens that overlap the range, for the part of
    /// a long document on screen.
    func semanticTokensRange(_ params: SemanticTokensRangeParams) -> JSONText {
        guard let (_, data) = encodedSemanticTokens(params.textDocument.uri, range: params.range) else { return JSONText(.null) }
        return SemanticTokensResult.full(resultId: nil, data: data).json
    }

    private func encodedSemanticTokens(_ uri: String, range: LSPRange?) -> (key: String, data: [UInt32])? {
        let key = key(ofClientURI: uri)
        let analysis = host.snapshot
        guard let file = analysis.file(key) else { return nil }
        let offsets = range.map { range in
            let bounds = range.normalized
            return file.lines.offset(of: bounds.lowerBound, in: session.encoding)..<file.lines.offset(of: bounds.upperBound, in: session.encoding)
        }
        guard let tokens = analysis.semanticTokens(in: key, range: offsets) else { return nil }
        let data = SemanticTokenLegend.encode(tokens, lines: file.lines, encoding: session.encoding, multiline: session.capabilities.supportsMultilineTokens)
        return (key, data)
    }

    private func remember(_ data: [UInt32], for key: String) -> String {
        nextSemanticTokensResult += 1
        let resultId = String(nextSemanticTokensResult)
        sentSemanticTokens[key] = SemanticTokensSent(resultId: resultId, data: data)
        return resultId
    }
}

import JSONRPC

/// LSP `SemanticTokens` and `SemanticTokensDelta`: the encoded tokens of a document, whole or
/// as edits of the client's previous result; written as text, since they are many numbers.
enum SemanticTokensResult {
    /// Five numbers per token: line delta, start delta, length, type, modifier bits.
    case full(resultId: String?, data: [UInt32])
    /// Replace `deleteCount` numbers at `start` of the previous data by `data`.
    case delta(resultId: String, edits: [(start: Int, deleteCount: Int, data: [UInt32])])

    var json: JSONText {
        switch self {
        case .full(let resultId, let data):
            guard let resultId else { return JSONText(object: ["data": JSONText(integers: data)]) }
            return JSONText(object: ["resultId": JSONText(.string(resultId)), "data": JSONText(integers: data)])
        case .delta(let resultId, let edits):
            let texts = edits.map { edit in
                JSONText(object: [
                    "start": JSONText(.integer(Int64(edit.start))),
                    "deleteCount": JSONText(.integer(Int64(edit.deleteCount))),
                    "data": JSONText(integers: edit.data),
                ])
            }
            return JSONText(object: ["resultId": JSONText(.string(resultId)), "edits": JSONText(array: texts)])
        }
    }
}

import JSONRPC

/// LSP `SemanticTokens` and `SemanticTokensDelta`: the encoded tokens of a document, whole or
/// as edits of the client's previous result; written as text, since they are many numbers.
enum SemanticTokensResult: LSPResult {
    /// Five numbers per token: line delta, start delta, length, type, modifier bits.
    case full(resultId: String?, data: [UInt32])
    /// Replace `deleteCount` numbers at `start` of the previous data by `data`.
    case delta(resultId: String, edits: [(start: Int, deleteCount: Int, data: [UInt32])])

    var resultJSON: ResultJSON { .text(json) }

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

extension SemanticTokensResult {
    /// The edits that turn `old` into `new`: one replacement between their common prefix and
    /// suffix, on token boundaries (multiples of five), or none when they are equal.
    static func edits(from old: [UInt32], to new: [UInt32]) -> [(start: Int, deleteCount: Int, data: [UInt32])] {
        var prefix = 0
        let shorter = min(old.count, new.count)
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
            }
        }
        prefix -= prefix % 5
        guard prefix < old.count || prefix < new.count else { return [] }
        var suffix = 0
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
            }
        }
        suffix -= suffix % 5
        return [(prefix, old.count - prefix - suffix, Array(new[prefix..<(new.count - suffix)]))]
    }
}

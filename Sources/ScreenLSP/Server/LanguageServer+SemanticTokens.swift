import JSONRPC
import ScreenIDE
import ScreenRules
import ScreenSyntax

extension LanguageServer {
    /// The encoded tokens last sent for a document, which a delta request names, with what
    /// the next delta needs to encode only the screens that changed: the tree they were made
    /// from and the byte offset of each encoded token.
    struct SemanticTokensSent {
        var resultId: String
        var data: [UInt32]
        var tree: SyntaxTree
        var offsets: [UInt32]
    }

    /// `textDocument/semanticTokens/full`: every token of the document, kept so that the
    /// next request can be answered with a delta.
    func semanticTokensFull(_ params: TextDocumentParams) -> SemanticTokensResult? {
        fullSemanticTokens(key(ofClientURI: params.textDocument.uri))
    }

    private func fullSemanticTokens(_ key: String) -> SemanticTokensResult? {
        let analysis = host.snapshot
        guard let file = analysis.file(key), let tokens = analysis.semanticTokens(in: key) else { return nil }
        var offsets: [UInt32] = []
        let data = toProtocol.semanticTokens(tokens, in: file.lines, multiline: session.capabilities.supportsMultilineTokens, after: LinePosition(line: 0, character: 0), offsets: &offsets)
        return .full(resultId: remember(SemanticTokensSent(resultId: "", data: data, tree: file.tree, offsets: offsets), for: key), data: data)
    }

    /// `textDocument/semanticTokens/full/delta`: the edits from the result the client holds;
    /// all tokens when the server no longer has that result. Only the screens that differ
    /// from those of the result held are classified and encoded again.
    func semanticTokensDelta(_ params: SemanticTokensDeltaParams) -> SemanticTokensResult? {
        let key = key(ofClientURI: params.textDocument.uri)
        guard sentSemanticTokens[key]?.resultId == params.previousResultId,
              let previous = sentSemanticTokens.removeValue(forKey: key) else {
            return fullSemanticTokens(key)
        }
        let analysis = host.snapshot
        guard let file = analysis.file(key), let change = analysis.semanticTokenChange(in: key, since: previous.tree) else { return nil }
        // Taken out of the table, the held arrays are this function's alone and change in place.
        let (sent, edit) = spliced(previous, change, file: file)
        let resultId = remember(sent, for: key)
        return .delta(resultId: resultId, edits: edit.map { [$0] } ?? [])
    }

    /// `textDocument/semanticTokens/range`: the tokens that overlap the range, for the part of
    /// a long document in view.
    func semanticTokensRange(_ params: TextDocumentRangeParams) -> SemanticTokensResult? {
        let key = key(ofClientURI: params.textDocument.uri)
        let analysis = host.snapshot
        guard let file = analysis.file(key),
              let tokens = analysis.semanticTokens(in: key, range: fromProtocol.offsets(params.range, in: file.lines)) else { return nil }
        return .full(resultId: nil, data: toProtocol.semanticTokens(tokens, in: file.lines, multiline: session.capabilities.supportsMultilineTokens))
    }

    /// The result held with the changed part encoded again, and the one edit (if any) that
    /// makes it from the held one. Encoded tokens before the part are the same; after it,
    /// only the first changes (its place is relative to the token before it).
    private func spliced(_ previous: consuming SemanticTokensSent, _ change: SemanticTokenChange, file: FileAnalysis) -> (SemanticTokensSent, (start: Int, deleteCount: Int, data: [UInt32])?) {
        let lines = file.lines
        var data = previous.data
        var offsets = previous.offsets
        previous.data = []
        previous.offsets = []
        let count = offsets.count
        let first = Self.firstIndex(in: offsets, atOrAfter: change.previousBytes.lowerBound)
        let after = Self.firstIndex(in: offsets, atOrAfter: change.previousBytes.upperBound)
        let before = first > 0 ? lines.position(ofOffset: Int(offsets[first - 1]), in: toProtocol.encoding) : LinePosition(line: 0, character: 0)
        var partOffsets: [UInt32] = []
        var replacement = toProtocol.semanticTokens(change.tokens, in: lines, multiline: session.capabilities.supportsMultilineTokens, after: before, offsets: &partOffsets)
        let replacedEnd = after < count ? after + 1 : after
        if after < count {
            // The first token after the part, placed relative to the last one before it.
            let lastOffset = partOffsets.last ?? (first > 0 ? offsets[first - 1] : nil)
            let last = lastOffset.map { lines.position(ofOffset: Int($0), in: toProtocol.encoding) } ?? LinePosition(line: 0, character: 0)
            let position = lines.position(ofOffset: Int(offsets[after]) + change.delta, in: toProtocol.encoding)
            replacement.append(UInt32(position.line - last.line))
            replacement.append(UInt32(position.line == last.line ? position.character - last.character : position.character))
            replacement.append(contentsOf: data[(after * 5 + 2)..<(after * 5 + 5)])
            partOffsets.append(UInt32(truncatingIfNeeded: Int(offsets[after]) + change.delta))
        }
        let replaced = Array(data[(first * 5)..<(replacedEnd * 5)])
        data.replaceSubrange((first * 5)..<(replacedEnd * 5), with: replacement)
        offsets.replaceSubrange(first..<replacedEnd, with: partOffsets)
        // The offsets after the part move with the text.
        let moved = UInt32(truncatingIfNeeded: change.delta)
        offsets.withUnsafeMutableBufferPointer { offsets in
            for index in (first + partOffsets.count)..<offsets.count { offsets[index] &+= moved }
        }
        let edit = SemanticTokensResult.edits(from: replaced, to: replacement).first.map { (start: $0.start + first * 5, deleteCount: $0.deleteCount, data: $0.data) }
        return (SemanticTokensSent(resultId: "", data: data, tree: file.tree, offsets: offsets), edit)
    }

    /// The index of the first encoded token whose offset is at or after `offset`.
    private static func firstIndex(in offsets: [UInt32], atOrAfter offset: Int) -> Int {
        var low = 0
        var high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if Int(offsets[middle]) < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private func remember(_ sent: SemanticTokensSent, for key: String) -> String {
        nextSemanticTokensResult += 1
        var sent = sent
        sent.resultId = String(nextSemanticTokensResult)
        sentSemanticTokens[key] = sent
        return sent.resultId
    }
}

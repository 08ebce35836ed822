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
        guard let previous = sentSemanticTokens[key], previous.resultId == params.previousResultId else {
            return fullSemanticTokens(key)
        }
        let analysis = host.snapshot
        guard let file = analysis.file(key), let change = analysis.semanticTokenChange(in: key, since: previous.tree) else { return nil }
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
    private func spliced(_ previous: SemanticTokensSent, _ change: SemanticTokenChange, file: FileAnalysis) -> (SemanticTokensSent, (start: Int, deleteCount: Int, data: [UInt32])?) {
        let lines = file.lines
        let oldOffsets = previous.offsets
        let first = Self.firstIndex(in: oldOffsets, atOrAfter: change.previousBytes.lowerBound)
        let after = Self.firstIndex(in: oldOffsets, atOrAfter: change.previousBytes.upperBound)
        let before = first > 0 ? lines.position(ofOffset: Int(oldOffsets[first - 1]), in: toProtocol.encoding) : LinePosition(line: 0, character: 0)
        var offsets = Array(oldOffsets[..<first])
        offsets.reserveCapacity(oldOffsets.count + change.tokens.count)
        var replacement = toProtocol.semanticTokens(change.tokens, in: lines, multiline: session.capabilities.supportsMultilineTokens, after: before, offsets: &offsets)
        var replaced = previous.data[(first * 5)..<(after * 5)]
        if after < oldOffsets.count {
            // The first token after the part, placed relative to the last one before it.
            let last = offsets.count > 0 ? lines.position(ofOffset: Int(offsets[offsets.count - 1]), in: toProtocol.encoding) : LinePosition(line: 0, character: 0)
            let moved = Int(oldOffsets[after]) + change.delta
            let position = lines.position(ofOffset: moved, in: toProtocol.encoding)
            replacement.append(UInt32(position.line - last.line))
            replacement.append(UInt32(position.line == last.line ? position.character - last.character : position.character))
            replacement.append(contentsOf: previous.data[(after * 5 + 2)..<(after * 5 + 5)])
            replaced = previous.data[(first * 5)..<(after * 5 + 5)]
            let delta = change.delta
            offsets += oldOffsets[after...].lazy.map { UInt32(truncatingIfNeeded: Int($0) + delta) }
        }
        var data = Array(previous.data[..<(first * 5)])
        data.reserveCapacity(previous.data.count + replacement.count - replaced.count)
        data += replacement
        if after < oldOffsets.count { data += previous.data[(after * 5 + 5)...] }
        let edit = SemanticTokensResult.edits(from: Array(replaced), to: replacement).first.map { (start: $0.start + first * 5, deleteCount: $0.deleteCount, data: $0.data) }
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

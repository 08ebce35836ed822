import ScreenIDE
import ScreenFormat
import ScreenRules
import ScreenSyntax

extension LanguageServer {
    /// `textDocument/formatting`: minimal edits, white space only; none (and a log line saying
    /// why) for a document with syntax errors.
    func formatDocument(_ params: DocumentFormattingParams) -> LSPTextEditList {
        let key = key(ofClientURI: params.textDocument.uri)
        let analysis = host.snapshot
        guard let file = analysis.file(key) else { return LSPTextEditList(edits: []) }
        return answer(analysis.formatting(key, options: fromProtocol.formatOptions(params.options)), uri: params.textDocument.uri, file: file)
    }

    /// `textDocument/rangeFormatting`: the whole members the range touches.
    func formatRange(_ params: DocumentRangeFormattingParams) -> LSPTextEditList {
        let key = key(ofClientURI: params.textDocument.uri)
        let analysis = host.snapshot
        guard let file = analysis.file(key) else { return LSPTextEditList(edits: []) }
        let range = fromProtocol.offsets(params.range, in: file.lines)
        return answer(analysis.rangeFormatting(key, range: range, options: fromProtocol.formatOptions(params.options)), uri: params.textDocument.uri, file: file)
    }

    /// `textDocument/onTypeFormatting` on `}` and a line break: the line re-indented.
    func formatOnType(_ params: DocumentOnTypeFormattingParams) -> LSPTextEditList {
        guard params.character == "}" || params.character == "\n", let place = locate(params.textDocument.uri, params.position) else { return LSPTextEditList(edits: []) }
        return LSPTextEditList(edits: place.analysis.indentLine(place.key, at: place.offset, options: fromProtocol.formatOptions(params.options)).map { toProtocol.textEdit($0, in: place.file.lines) })
    }

    private func answer(_ answer: FormattingAnswer?, uri: String, file: FileAnalysis) -> LSPTextEditList {
        switch answer {
        case .edits(let edits):
            return LSPTextEditList(edits: edits.map { toProtocol.textEdit($0, in: file.lines) })
        case .refused(let count, let first):
            let position = file.lines.position(ofOffset: first, in: .utf32)
            log.warning("not formatting \(uri): \(count) syntax error\(count == 1 ? "" : "s"), the first at line \(position.line + 1); fix \(count == 1 ? "it" : "them") first")
            return LSPTextEditList(edits: [])
        case nil:
            return LSPTextEditList(edits: [])
        }
    }
}

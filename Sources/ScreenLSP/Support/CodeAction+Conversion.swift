import ScreenRules
import ScreenSyntax

extension CodeAction {
    /// A rule's fix as a quick fix on the document `uri`: the title in `language`, the byte
    /// edits as positions in `encoding`, and the client's copy of the diagnostic attached.
    init(_ fix: Fix, for diagnostic: ReceivedDiagnostic, uri: String, lines: LineIndex, encoding: PositionEncoding, language: Language) {
        let edits = fix.edits.map { edit in
            LSPTextEdit(range: LSPRange(edit.range, in: lines, encoding: encoding), newText: edit.newText)
        }
        self.init(
            title: fix.title[language],
            diagnostics: [diagnostic.json],
            edit: WorkspaceEdit(changes: [(uri, edits)]),
            isPreferred: fix.isSafe)
    }
}

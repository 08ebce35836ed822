import JSONRPC
import ScreenIDE

extension LanguageServer {
    /// `textDocument/prepareRename`: the screen name at the position and its range, or an
    /// error that says why nothing there can be renamed.
    func prepareRename(_ params: TextDocumentPositionParams) throws(ResponseError) -> PrepareRenameResult {
        let refused = RenameRefusal.notAScreenName.responseError(language: session.language)
        guard let place = locate(params.textDocument.uri, params.position) else { throw refused }
        switch place.analysis.prepareRename(in: place.key, at: place.offset) {
        case .failure(let refusal):
            throw refusal.responseError(language: session.language)
        case .success(let origin):
            guard let range = lspRange(of: origin.occurrence, in: place.analysis) else { throw refused }
            return PrepareRenameResult(range: range, placeholder: origin.name)
        }
    }

    /// `textDocument/rename`: the edits of every file that declares or uses the screen, open
    /// or on disk. For clients that take them, as document changes naming each open document's
    /// version (null for files read from disk), so that an edit made for an older text is
    /// rejected; else as plain changes. A refusal is an error and no edit.
    func rename(_ params: RenameParams) throws(ResponseError) -> WorkspaceEdit {
        guard let place = locate(params.textDocument.uri, params.position) else {
            throw RenameRefusal.notAScreenName.responseError(language: session.language)
        }
        let rename: ScreenRename
        switch place.analysis.rename(in: place.key, at: place.offset, to: params.newName) {
        case .failure(let refusal): throw refusal.responseError(language: session.language)
        case .success(let result): rename = result
        }
        var documentEdits: [TextDocumentEdit] = []
        for (key, edits) in rename.edits {
            guard let file = place.analysis.file(key) else { continue }
            let lspEdits = edits.map { LSPTextEdit(range: LSPRange($0.range, in: file.lines, encoding: session.encoding), newText: $0.newText) }
            documentEdits.append(TextDocumentEdit(uri: uri(of: key), version: documents[key]?.version, edits: lspEdits))
        }
        log.info("rename \(rename.oldName) to \(rename.newName): \(rename.editCount) edit(s) in \(documentEdits.count) file(s)")
        if session.capabilities.supportsDocumentChanges { return WorkspaceEdit(documentChanges: documentEdits) }
        return WorkspaceEdit(changes: documentEdits.map { ($0.uri, $0.edits) })
    }
}

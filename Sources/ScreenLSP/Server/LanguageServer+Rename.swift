import JSONRPC
import ScreenIDE

extension LanguageServer {
    /// `textDocument/prepareRename`: the screen name at the position and its range, or an
    /// error that says why nothing there can be renamed.
    func prepareRename(_ params: TextDocumentPositionParams) -> Result<PrepareRenameResult, ResponseError> {
        guard let place = locate(params.textDocument.uri, params.position) else { return .failure(toProtocol.responseError(.notAScreenName)) }
        return place.analysis.prepareRename(in: place.key, at: place.offset)
            .map { PrepareRenameResult(range: toProtocol.range($0.occurrence.range, in: place.file.lines), placeholder: $0.name) }
            .mapError(toProtocol.responseError)
    }

    /// `textDocument/rename`: the edits of every file that declares or uses the screen, open
    /// or on disk. For clients that take them, as document changes naming each open document's
    /// version (null for files read from disk), so that an edit made for an older text is
    /// rejected; else as plain changes. A refusal is an error and no edit.
    func rename(_ params: RenameParams) -> Result<WorkspaceEdit, ResponseError> {
        guard let place = locate(params.textDocument.uri, params.position) else { return .failure(toProtocol.responseError(.notAScreenName)) }
        let rename: ScreenRename
        switch place.analysis.rename(in: place.key, at: place.offset, to: params.newName) {
        case .failure(let refusal): return .failure(toProtocol.responseError(refusal))
        case .success(let result): rename = result
        }
        var documentEdits: [TextDocumentEdit] = []
        for (key, edits) in rename.edits {
            guard let file = place.analysis.file(key) else { continue }
            let lspEdits = edits.map { toProtocol.textEdit($0, in: file.lines) }
            documentEdits.append(TextDocumentEdit(uri: uri(of: key), version: documents[key]?.version, edits: lspEdits))
        }
        log.info("rename \(rename.oldName) to \(rename.newName): \(rename.editCount) edit(s) in \(documentEdits.count) file(s)")
        if session.capabilities.supportsDocumentChanges { return .success(WorkspaceEdit(documentChanges: documentEdits)) }
        return .success(WorkspaceEdit(changes: documentEdits.map { ($0.uri, $0.edits) }))
    }
}

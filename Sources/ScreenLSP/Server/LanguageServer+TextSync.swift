import JSONRPC
import ScreenIDE
import ScreenSyntax

extension LanguageServer {
    func didOpen(_ params: DidOpenTextDocumentParams) {
        let item = params.textDocument
        let key = key(ofClientURI: item.uri)
        show(key, as: item.uri)
        documents[key] = OpenDocument(uri: item.uri, version: item.version)
        // A document opened again is told its diagnostics again, whatever its version.
        publishedVersions[key] = nil
        sentSemanticTokens[key] = nil
        diskFiles.remove(key)
        factFiles.remove(key)
        host.setText(Array(item.text.utf8), for: key)
        changedKeys.insert(key)
        loadProjectFacts(around: key)
    }

    /// Applies the changes in order (the scheduler has merged in those of any later
    /// `didChange` of the document that was waiting): only the newest text is analysed.
    func didChange(_ params: DidChangeTextDocumentParams) {
        let key = key(ofClientURI: params.textDocument.uri)
        guard var document = documents[key] else {
            log.warning("ignored changes to \(params.textDocument.uri), which is not open")
            return
        }
        if params.contentChanges.contains(where: { $0.range?.isReversed == true }) {
            log.warning("change range in \(params.textDocument.uri) ends before it starts; swapped")
        }
        let convert = fromProtocol
        host.applyChanges(params.contentChanges, to: key) { change, lines in convert.documentChange(change, in: lines) }
        document.version = params.textDocument.version
        document.uri = params.textDocument.uri
        documents[key] = document
        // Under an alias of the document, the client's latest URI is the one answered.
        show(key, as: params.textDocument.uri)
        changedKeys.insert(key)
    }

    /// Forgets the editor's text. A workspace file falls back to its content on disk, so
    /// cross-file work still sees it; any other document is dropped and its diagnostics cleared.
    func didClose(_ params: DidCloseTextDocumentParams) {
        let key = key(ofClientURI: params.textDocument.uri)
        guard documents.removeValue(forKey: key) != nil else {
            log.warning("ignored close of \(params.textDocument.uri), which is not open")
            return
        }
        publishedVersions[key] = nil
        if let path = DocumentURI(key).path, workspace.mayRead(path), loadFromDisk(path: path, key: key, uri: diskURIs[key] ?? key) {
            log.debug("\(params.textDocument.uri) closed; using its content on disk")
        } else if let path = DocumentURI(key).path, loadFact(path: path, key: key) {
            log.debug("\(params.textDocument.uri) closed; its content on disk stays a fact of its project")
        } else {
            host.removeFile(key)
            // A push client is told the file is gone, and the URI forgotten, when it is sent.
            if session.clientPullsDiagnostics { clientURIs[key] = nil }
        }
        changedKeys.insert(key)
    }
}

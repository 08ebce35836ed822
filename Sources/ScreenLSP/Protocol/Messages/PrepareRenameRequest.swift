/// `textDocument/prepareRename`: whether the position holds a screen name that can be renamed.
/// Refused with an error that says why otherwise.
enum PrepareRenameRequest: LSPRequest {
    static let method = "textDocument/prepareRename"
    typealias Params = TextDocumentPositionParams
    typealias Result = PrepareRenameResult
}

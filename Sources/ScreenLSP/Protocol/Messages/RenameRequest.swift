/// `textDocument/rename`: renames the screen named at the position, in every file of the
/// workspace. Refused with an error (and no edit) when the new name cannot be used.
enum RenameRequest: LSPRequest {
    static let method = "textDocument/rename"
    typealias Params = RenameParams
    typealias Result = WorkspaceEdit
}

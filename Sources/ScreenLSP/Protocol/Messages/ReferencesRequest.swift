/// `textDocument/references`: every use of the screen named at the position, in every file.
enum ReferencesRequest: LSPRequest {
    static let method = "textDocument/references"
    typealias Params = ReferenceParams
    typealias Result = [Location]
}

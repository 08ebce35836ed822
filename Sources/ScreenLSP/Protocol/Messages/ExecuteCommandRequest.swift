/// Runs one of the commands the server lists in `executeCommandProvider`.
enum ExecuteCommandRequest: LSPRequest {
    static let method = "workspace/executeCommand"
    typealias Params = ExecuteCommandParams
    typealias Result = PreviewResult
}

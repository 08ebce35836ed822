/// The ranges "expand selection" steps through, for each position.
enum SelectionRangeRequest: LSPRequest {
    static let method = "textDocument/selectionRange"
    typealias Params = SelectionRangeParams
    typealias Result = [LSPSelectionRange]?
}

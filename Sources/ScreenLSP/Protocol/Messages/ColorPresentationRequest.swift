/// How a color picked in the editor is written.
enum ColorPresentationRequest: LSPRequest {
    static let method = "textDocument/colorPresentation"
    typealias Params = ColorPresentationParams
    typealias Result = [LSPColorPresentation]
}

/// ScreenKit's own request: the SVG of the screen at a position, for clients that keep a
/// preview open and refresh it on each change.
enum ScreenPreviewRequest: LSPRequest {
    static let method = "screenkit/preview"
    typealias Params = TextDocumentPositionParams
    typealias Result = PreviewResult?
}

import JSONRPC

/// What the preview commands answer: `{"screen", "uri", "svg"}` for one screen's picture, or
/// `{"html"}` for the workspace's storyboard.
enum PreviewResult: Sendable, JSONEncodable, LSPResult {
    case picture(screen: String, uri: String, svg: String)
    case storyboard(html: String)

    var json: JSONValue {
        switch self {
        case .picture(let screen, let uri, let svg): return ["screen": .string(screen), "uri": .string(uri), "svg": .string(svg)]
        case .storyboard(let html): return ["html": .string(html)]
        }
    }
}

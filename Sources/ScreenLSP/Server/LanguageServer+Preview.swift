import JSONRPC
import ScreenIDE
import ScreenSyntax

/// The preview: a "Preview" lens above each screen, the commands behind it, and
/// `screenkit/preview` for clients that keep a preview open. The server only answers with
/// the SVG or the page; it writes no file (the editor packages show or save them).
extension LanguageServer {
    /// The commands `executeCommandProvider` lists.
    static let previewCommand = "screenkit.preview"
    static let storyboardCommand = "screenkit.storyboard"
    static let commands = [previewCommand, storyboardCommand]

    /// `textDocument/codeLens`: "Preview" above each screen; the lens runs `screenkit.preview`
    /// with the document's URI and the screen's name.
    func codeLenses(_ params: CodeLensParams) -> [CodeLens] {
        let key = key(ofClientURI: params.textDocument.uri)
        let analysis = host.snapshot
        guard let file = analysis.file(key) else { return [] }
        return analysis.previewLenses(in: key).map { lens in
            CodeLens(range: toProtocol.range(lens.range, in: file.lines), command: LSPCommand(
                title: PreviewTexts.lensTitle[session.language], command: Self.previewCommand,
                arguments: [.string(params.textDocument.uri), .string(lens.screenName)]))
        }
    }

    /// `workspace/executeCommand`: `screenkit.preview [uri, screen]` answers that screen's
    /// SVG; `screenkit.storyboard` the workspace's storyboard page.
    func executeCommand(_ params: ExecuteCommandParams) -> Result<PreviewResult, ResponseError> {
        switch params.command {
        case Self.previewCommand:
            guard params.arguments.count == 2, case .string(let uri) = params.arguments[0], case .string(let name) = params.arguments[1] else {
                return .failure(InvalidParams("\(params.argumentsPath) must be [document URI, screen name]").responseError)
            }
            let key = key(ofClientURI: uri)
            guard let picture = host.snapshot.picture(in: key, screenNamed: name, language: session.language) else {
                return .failure(InvalidParams("\(uri) declares no screen named '\(name)'").responseError)
            }
            return .success(.picture(screen: picture.screenName, uri: uri, svg: picture.svg))
        case Self.storyboardCommand:
            return .success(.storyboard(html: host.snapshot.storyboard(language: session.language, displayPath: { uri(of: $0) })))
        default:
            return .failure(InvalidParams("unknown command '\(params.command)'; the server runs \(Self.commands.joined(separator: ", "))").responseError)
        }
    }

    /// `screenkit/preview`: the SVG of the screen at the position (the one above, between
    /// screens); null for a document the server does not know or one without screens.
    func screenPreview(_ params: TextDocumentPositionParams) -> PreviewResult? {
        guard let place = locate(params.textDocument.uri, params.position),
              let picture = place.analysis.picture(in: place.key, at: place.offset, language: session.language) else { return nil }
        return .picture(screen: picture.screenName, uri: params.textDocument.uri, svg: picture.svg)
    }
}

/// The lens's title in every language.
enum PreviewTexts {
    static let lensTitle = LocalizedText(en: "Preview", zhHans: "预览", zhHant: "預覽")
}

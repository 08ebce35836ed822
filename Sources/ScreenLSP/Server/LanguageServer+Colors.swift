import JSONRPC
import ScreenIDE

extension LanguageServer {
    /// `textDocument/documentColor`: every color literal with its color, for swatches.
    func documentColors(_ params: TextDocumentParams) -> [LSPColorInformation]? {
        let key = key(ofClientURI: params.textDocument.uri)
        let analysis = host.snapshot
        guard let file = analysis.file(key), let colors = analysis.colors(in: key) else { return nil }
        let convert = toProtocol
        return colors.map { convert.colorInformation($0, in: file.lines) }
    }

    /// `textDocument/colorPresentation`: how a picked color is written, shortest first, each
    /// with the edit that writes it over the literal.
    func colorPresentations(_ params: ColorPresentationParams) -> [LSPColorPresentation] {
        let key = key(ofClientURI: params.textDocument.uri)
        let analysis = host.snapshot
        guard let file = analysis.file(key) else { return [] }
        let range = fromProtocol.offsets(params.range, in: file.lines)
        let color = params.color
        let forms = analysis.colorPresentations(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha, replacing: range, in: key)
        let convert = toProtocol
        return forms.map { convert.colorPresentation($0, replacing: range, in: file.lines) }
    }
}

import JSONRPC
import ScreenIDE

extension LanguageServer {
    /// `textDocument/documentColor`: every color literal with its color, for swatches.
    func documentColors(_ params: DocumentColorParams) -> JSONValue {
        let key = key(ofClientURI: params.textDocument.uri)
        let analysis = host.snapshot
        guard let file = analysis.file(key), let colors = analysis.colors(in: key) else { return .null }
        return .array(colors.map { color in
            let channel = { (value: UInt8) in Double(value) / 255 }
            return [
                "range": LSPRange(color.range, in: file.lines, encoding: session.encoding).json,
                "color": LSPColor(red: channel(color.red), green: channel(color.green), blue: channel(color.blue), alpha: channel(color.alpha)).json,
            ]
        })
    }

    /// `textDocument/colorPresentation`: how a picked color is written, shortest first, each
    /// with the edit that writes it over the literal.
    func colorPresentations(_ params: ColorPresentationParams) -> JSONValue {
        let key = key(ofClientURI: params.textDocument.uri)
        let analysis = host.snapshot
        guard let file = analysis.file(key) else { return .array([]) }
        let bounds = params.range.normalized
        let range = file.lines.offset(of: bounds.lowerBound, in: session.encoding)..<file.lines.offset(of: bounds.upperBound, in: session.encoding)
        let color = params.color
        let forms = analysis.colorPresentations(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha, replacing: range, in: key)
        let lspRange = LSPRange(range, in: file.lines, encoding: session.encoding)
        return .array(forms.map { form in
            ["label": .string(form), "textEdit": LSPTextEdit(range: lspRange, newText: form).json]
        })
    }
}

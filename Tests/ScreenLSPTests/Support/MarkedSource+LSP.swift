import JSONRPC
import ScreenSyntax
import ScreenTestSupport

extension MarkedSource {
    /// A marker's place as an LSP `Position` in `encoding`.
    func lspPosition(_ marker: String, in encoding: PositionEncoding) -> JSONValue {
        LocalDocument.json(position(marker, in: encoding))
    }

    /// The range between two markers as an LSP `Range` in `encoding`.
    func lspRange(_ from: String, _ to: String, in encoding: PositionEncoding) -> JSONValue {
        ["start": lspPosition(from, in: encoding), "end": lspPosition(to, in: encoding)]
    }
}

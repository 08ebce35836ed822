import ScreenIDE
import ScreenSyntax

extension LSPDocumentSymbol {
    /// An outline entry and its children with byte ranges as positions in `encoding`.
    init(_ symbol: DocumentSymbol, lines: LineIndex, encoding: PositionEncoding) {
        self.init(
            name: symbol.name,
            detail: symbol.detail,
            kind: Self.kind(symbol.kind),
            range: LSPRange(symbol.range, in: lines, encoding: encoding),
            selectionRange: LSPRange(symbol.selectionRange, in: lines, encoding: encoding),
            children: symbol.children.map { LSPDocumentSymbol($0, lines: lines, encoding: encoding) })
    }

    static func kind(_ kind: DocumentSymbol.Kind) -> SymbolKind {
        switch kind {
        case .screen: return .class
        case .bar: return .struct
        case .view: return .object
        }
    }
}

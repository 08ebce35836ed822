/// LSP `SymbolKind` values the outline uses: a screen is a class of its own, bars are the
/// structure around its content, and tables, stacks and alerts are the objects in it.
enum SymbolKind: Int, Sendable {
    case `class` = 5
    case object = 19
    case `struct` = 23
}

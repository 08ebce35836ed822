import ScreenSyntax

/// A title reduced to what a word list can match: no case, no surrounding spaces or
/// punctuation, so "Error!", " error " and "錯誤！" all read as the bare word.
func bareTitle(_ title: String) -> String {
    let isTrimmed: (Character) -> Bool = { $0.isWhitespace || $0.isPunctuation }
    return String(title.lowercased().drop(while: isTrimmed).reversed().drop(while: isTrimmed).reversed())
}

extension MemberSyntax {
    /// The member's text range.
    var range: Range<Int> {
        switch self {
        case .property(let property): return property.range
        case .element(let element): return element.range
        }
    }
}

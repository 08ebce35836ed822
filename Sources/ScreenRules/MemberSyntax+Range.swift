import ScreenSyntax

extension MemberSyntax {
    /// The member's text range.
    var range: Range<Int> {
        switch self {
        case .property(let property): return property.range
        case .element(let element): return element.range
        }
    }
}

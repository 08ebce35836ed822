import ScreenSyntax

extension LocalizedText {
    /// A title to put after an element's name in a message, quoted as each language quotes
    /// (` "Sync"`, `“Sync”`, `「Sync」`), or nothing when there is none.
    static func quotedTitle(_ title: String?) -> LocalizedText {
        guard let title else { return LocalizedText("", "", "") }
        return LocalizedText(" \"\(title)\"", "“\(title)”", "「\(title)」")
    }

    /// The elements' titles for a message: quoted and joined in each language's way.
    static func quotedTitles(of elements: [ElementNode]) -> LocalizedText {
        let titles = elements.map(\.displayTitle)
        return LocalizedText(
            titles.map { "'\($0)'" }.joined(separator: ", "),
            titles.map { "“\($0)”" }.joined(separator: "、"),
            titles.map { "「\($0)」" }.joined(separator: "、"))
    }
}

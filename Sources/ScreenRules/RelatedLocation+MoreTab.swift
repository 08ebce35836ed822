import ScreenSyntax

extension RelatedLocation {
    /// Points at each tab that the More tab holds.
    static func heldByMoreTab(_ tabs: ArraySlice<ElementNode>, in path: String) -> [RelatedLocation] {
        tabs.map { RelatedLocation(file: path, range: $0.nameRange, message: LocalizedText(
            "The More tab holds this tab.", "此标签页被收进“更多”标签页。", "此標籤頁被收進「更多」標籤頁。")) }
    }
}

import ScreenSyntax
import ScreenCatalog

extension Rule {
    static let unknownComponent = Rule(RuleDescription(
        id: "unknown-component", severity: .error, category: .structure,
        summary: LocalizedText("An element name that is not in the component catalog.", "组件目录中没有的元素名称。", "元件目錄中沒有的元素名稱。"),
        rationale: LocalizedText(
            "Only the catalog's components are checked against the guidelines; a misspelt name checks nothing. The nearest known name is suggested.",
            "只有目录中的组件会按指南检查；拼错的名称什么也不会检查。会建议最接近的已知名称。",
            "只有目錄中的元件會按指南檢查；拼錯的名稱什麼也不會檢查。會建議最接近的已知名稱。"),
        triggering: [
            "screen Inbox {\n    1️⃣Buton2️⃣ \"Edit\"\n}",
            "screen Inbox {\n    Stack { 1️⃣Carousel2️⃣ }\n}",
        ],
        nonTriggering: [
            "screen Inbox {\n    Button \"Edit\"\n}",
        ],
        fix: .unsafe,
        corrections: [
            // Safe when one name alone is close enough to be meant; unsafe when another is too.
            Correction("screen Inbox {\n    1️⃣Buton \"Edit\"\n}", "screen Inbox {\n    Button \"Edit\"\n}", safety: .safe),
            Correction("screen Inbox {\n    1️⃣Stac { Label \"Edit\" }\n}", "screen Inbox {\n    Stack { Label \"Edit\" }\n}"),
        ]
    )) { screen, context in
        for element in screen.unknownElements {
            let name = element.name, range = element.nameRange
            // The nearest name is looked up for the words alone, once for the message and the
            // fix: a finding that is only counted needs none.
            lazy var suggestion = NameSuggestion.nearestWithCertainty(to: name, in: Catalog.elements.map(\.name))
            context.report(range, unknownComponentMessage(name, suggestion: suggestion?.name), fixes: suggestion.map { suggestion, isUnambiguous in
                [Fix(title: LocalizedText("Rename to \(suggestion)", "改为 \(suggestion)", "改為 \(suggestion)"), edits: [SourceEdit(range: range, newText: suggestion)], safety: isUnambiguous ? .safe : nil)]
            } ?? [])
        }
    }

    private static func unknownComponentMessage(_ name: String, suggestion: String?) -> LocalizedText {
        guard let suggestion else {
            return LocalizedText(
                "Unknown component '\(name)'; use a component of the catalog (see `screenkit explain`).",
                "未知的组件“\(name)”；请使用组件目录中的组件（参见 `screenkit explain`）。",
                "未知的元件「\(name)」；請使用元件目錄中的元件（參見 `screenkit explain`）。")
        }
        return LocalizedText(
            "Unknown component '\(name)'; did you mean '\(suggestion)'?",
            "未知的组件“\(name)”；您是指“\(suggestion)”吗？",
            "未知的元件「\(name)」；您是指「\(suggestion)」嗎？")
    }
}

import ScreenSyntax
import ScreenCatalog

extension Rule {
    static let misplacedComponent = Rule(RuleDescription(
        id: "misplaced-component", severity: .error, category: .structure,
        summary: LocalizedText("An element where the catalog does not allow it.", "元素位于组件目录不允许的位置。", "元素位於元件目錄不允許的位置。"),
        rationale: LocalizedText(
            "Each component belongs in certain places: a tab in a tab bar, a scope bar in a search bar, the network activity indicator in the status bar. Elsewhere the system does not show it as designed.",
            "每个组件都有其固定的位置：标签在标签栏中，范围栏在搜索栏中，网络活动指示器在状态栏中。放在别处，系统无法按设计显示它。",
            "每個元件都有其固定的位置：標籤在標籤列中，範圍列在搜尋列中，網路活動指示器在狀態列中。放在別處，系統無法按設計顯示它。"),
        triggering: [
            "screen Inbox {\n    1️⃣Tab2️⃣ \"Mail\"\n}",
            "screen Inbox {\n    StatusBar { 1️⃣ScopeBar2️⃣ }\n    Toolbar { 3️⃣Switch4️⃣ \"Sync\" }\n}",
        ],
        nonTriggering: [
            "screen Inbox {\n    StatusBar { NetworkActivityIndicator }\n    SearchBar { ScopeBar { segments: [\"All\"] } }\n    TabBar { Tab \"Mail\" }\n}",
            "screen Inbox {\n    Gallery { Tab \"x\" }\n}",
        ]
    )) { screen, context in
        // Most screens have every element in its place, which the model found while it was built.
        guard screen.modelFacts.hasMisplacedElement else { return }
        // Every element in order, depth first, each with the element it stands in.
        let elements = screen.allElements
        var position = 0
        while position < elements.count {
            let element = elements[position]
            // What stands in an unknown element is not judged: its own name is the mistake.
            guard let spec = element.spec else {
                position = element.subtreeEnd
                continue
            }
            let parent = element.parentPosition.map { elements[$0] }
            if !Catalog.mayStand(element.kind, in: parent?.kind) {
                context.report(element.nameRange, message(spec, in: parent.map { .element($0.name) } ?? .screen))
            }
            position += 1
        }
    }

    /// Where the element may go, and why when the guidelines say.
    private static func message(_ spec: ElementSpec, in container: Container) -> LocalizedText {
        let here = container.name
        let reason = spec.placementReason
        return LocalizedText(
            "\(spec.name) cannot go in \(here); put it in \(places(spec, screen: "a screen", separator: ", "))." + (reason.map { " " + $0.english } ?? ""),
            "\(spec.name) 不能放在 \(here) 中；它应位于：\(places(spec, screen: "页面", separator: "、"))。" + (reason?.simplifiedChinese ?? ""),
            "\(spec.name) 不能放在 \(here) 中；它應位於：\(places(spec, screen: "畫面", separator: "、"))。" + (reason?.traditionalChinese ?? ""))
    }

    private static func places(_ spec: ElementSpec, screen: String, separator: String) -> String {
        spec.containers.map { $0 == .screen ? screen : $0.name }.joined(separator: separator)
    }
}

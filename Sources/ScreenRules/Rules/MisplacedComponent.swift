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
        check(screen.elements, in: .screen, context: &context)
    }

    private static func check(_ elements: [ElementNode], in container: Container, context: inout RuleContext) {
        for element in elements {
            if let spec = element.spec, !spec.mayStand(in: container) {
                let places = spec.containers.map { $0 == .screen ? "a screen" : $0.name }.joined(separator: ", ")
                let placesHans = spec.containers.map { $0 == .screen ? "页面" : $0.name }.joined(separator: "、")
                let placesHant = spec.containers.map { $0 == .screen ? "畫面" : $0.name }.joined(separator: "、")
                let here = container.name
                var message = LocalizedText(
                    "\(spec.name) cannot go in \(here); put it in \(places).",
                    "\(spec.name) 不能放在 \(here) 中；它应位于：\(placesHans)。",
                    "\(spec.name) 不能放在 \(here) 中；它應位於：\(placesHant)。")
                if let reason = spec.placementReason {
                    message = LocalizedText(message.english + " " + reason.english, message.simplifiedChinese + reason.simplifiedChinese, message.traditionalChinese + reason.traditionalChinese)
                }
                context.report(element.nameRange, message)
            }
            // Children of an unknown element are not judged: its own name is the mistake.
            if element.spec != nil {
                check(element.children, in: .element(element.name), context: &context)
            }
        }
    }
}

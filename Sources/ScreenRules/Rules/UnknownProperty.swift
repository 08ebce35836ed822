import ScreenSyntax
import ScreenCatalog

extension Rule {
    static let unknownProperty = Rule(RuleDescription(
        id: "unknown-property", severity: .warning, category: .structure,
        summary: LocalizedText("A property the element (or the screen) does not take.", "元素（或页面）不接受的属性。", "元素（或畫面）不接受的屬性。"),
        rationale: LocalizedText(
            "A property the catalog does not list for an element means nothing to the tool and is easy to mistake for one that works. The nearest property the element takes is suggested.",
            "目录未为元素列出的属性对工具毫无意义，却容易被误认为有效。会建议该元素最接近的属性。",
            "目錄未為元素列出的屬性對工具毫無意義，卻容易被誤認為有效。會建議該元素最接近的屬性。"),
        triggering: [
            "screen Inbox {\n    NavigationBar { 1️⃣titel2️⃣: \"Inbox\" }\n}",
            "screen Inbox {\n    1️⃣colour2️⃣: dark\n    Label \"x\" { 3️⃣onTap4️⃣: \"go\" }\n}",
        ],
        nonTriggering: [
            "screen Inbox {\n    appearance: dark\n    NavigationBar { title: \"Inbox\" hidden: false }\n}",
            "screen Inbox {\n    Carousel { speed: 3 }\n}",
        ],
        fix: .unsafe,
        corrections: [
            // Safe when one name alone is close enough to be meant.
            Correction("screen Inbox {\n    NavigationBar { 1️⃣titel: \"Inbox\" }\n}", "screen Inbox {\n    NavigationBar { title: \"Inbox\" }\n}", safety: .safe),
        ],
        subject: .property
    )) { screen, context in
        guard screen.modelFacts.hasPropertyOutsideCatalog else { return }
        for property in screen.properties where !property.isInCatalog {
            report(property, known: Catalog.screenProperties, owner: "screen", in: &context)
        }
        for element in screen.allElements {
            guard let spec = element.spec else { continue }
            for property in element.properties where !property.isInCatalog {
                report(property, known: spec.allProperties, owner: spec.name, in: &context)
            }
        }
    }

    private static func report(_ property: NamedProperty, known: [PropertySpec], owner: String, in context: inout RuleContext) {
        let name = property.name, range = property.nameRange
        // The nearest name is looked up for the words alone, once for the message and the fix:
        // a finding that is only counted needs none.
        lazy var suggestion = NameSuggestion.nearestWithCertainty(to: name, in: known.map(\.name))
        context.report(range, unknownPropertyMessage(name, owner: owner, known: known, suggestion: suggestion?.name), fixes: suggestion.map { suggestion, isUnambiguous in
            [Fix(title: LocalizedText("Rename to \(suggestion)", "改为 \(suggestion)", "改為 \(suggestion)"), edits: [SourceEdit(range: range, newText: suggestion)], safety: isUnambiguous ? .safe : nil)]
        } ?? [])
    }

    private static func unknownPropertyMessage(_ name: String, owner: String, known: [PropertySpec], suggestion: String?) -> LocalizedText {
        guard let suggestion else {
            let list = known.map(\.name).joined(separator: ", ")
            return LocalizedText(
                "\(owner) has no property '\(name)'; it takes: \(list).",
                "\(owner) 没有属性“\(name)”；它接受：\(list)。",
                "\(owner) 沒有屬性「\(name)」；它接受：\(list)。")
        }
        return LocalizedText(
            "\(owner) has no property '\(name)'; did you mean '\(suggestion)'?",
            "\(owner) 没有属性“\(name)”；您是指“\(suggestion)”吗？",
            "\(owner) 沒有屬性「\(name)」；您是指「\(suggestion)」嗎？")
    }
}

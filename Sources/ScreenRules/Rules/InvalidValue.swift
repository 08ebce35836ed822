import ScreenSyntax
import ScreenCatalog

extension Rule {
    static let invalidValue = Rule(RuleDescription(
        id: "invalid-value", severity: .error, category: .structure,
        summary: LocalizedText("A value of the wrong type, or outside the property's allowed values.", "值的类型错误，或不在属性允许的取值之内。", "值的類型錯誤，或不在屬性允許的取值之內。"),
        rationale: LocalizedText(
            "Each property takes one type of value (a string, a number, a length in pt, a color, a screen name, one of a list of names); anything else cannot be shown as the designer meant.",
            "每个属性只接受一种类型的值（字符串、数字、以 pt 为单位的长度、颜色、页面名称或一组名称之一）；其他值无法按设计者的意图呈现。",
            "每個屬性只接受一種類型的值（字串、數字、以 pt 為單位的長度、顏色、畫面名稱或一組名稱之一）；其他值無法按設計者的意圖呈現。"),
        triggering: [
            "screen Inbox {\n    StatusBar { style: 1️⃣dark2️⃣ }\n}",
            "screen Inbox {\n    orientation: 1️⃣\"portrait\"2️⃣\n    PageControl { pages: 3️⃣2.54️⃣ }\n    Button \"OK\" { width: 5️⃣\"wide\"6️⃣ }\n}",
            "screen Inbox {\n    TableView 1️⃣\"Mail\"2️⃣\n    ScopeBar { segments: [\"All\", 3️⃣24️⃣] }\n}",
            // A list is one value: items that are no strings make one finding, on the first.
            "screen Inbox {\n    ScopeBar { segments: [\"All\", 1️⃣22️⃣, 3, true] }\n}",
        ],
        nonTriggering: [
            "screen Inbox {\n    orientation: landscape\n    StatusBar { style: darkContent hidden: false }\n    Tab \"Mail\" { badge: 3 }\n    DatePicker { mode: countdown duration: 1h30m }\n    Button \"OK\" { width: 44pt height: 44 }\n    NavigationBar { tint: #FF9500 }\n}",
        ],
        // The nearest allowed name is what was meant when no other is close; then it is safe.
        fix: .unsafe,
        corrections: [
            Correction("screen Inbox {\n    TableView { style: 1️⃣groupd }\n}", "screen Inbox {\n    TableView { style: grouped }\n}", safety: .safe),
            Correction("screen Inbox {\n    orientation: 1️⃣\"portrait\"\n}", "screen Inbox {\n    orientation: portrait\n}", safety: .safe),
        ],
        subject: .property
    )) { screen, context in
        // Most screens' values all fit, which the model found while it was built.
        guard screen.modelFacts.hasInvalidValue else { return }
        for property in screen.properties {
            if let type = screen.type(of: property) { check(property.value, type, in: &context) }
        }
        for element in screen.allElements {
            guard let spec = element.spec else { continue }
            for property in element.properties {
                if let type = element.type(of: property) { check(property.value, type, in: &context) }
            }
            if !spec.takesPrimaryText, let token = element.syntax.primaryTextToken {
                context.report(element.syntax.tree.tokens.range(of: token), LocalizedText(
                    "\(spec.name) takes no text after its name; remove the string or use a Label.",
                    "\(spec.name) 的名称后不接受文字；请删除该字符串或改用 Label。",
                    "\(spec.name) 的名稱後不接受文字；請刪除該字串或改用 Label。"))
            }
        }
    }

    /// Whether a word written in the value's place would join what follows it: a quoted name
    /// unquoted right before a letter, a digit or an underscore ("portrait"ton).
    private static func runsIntoNextWord(_ value: ValueSyntax) -> Bool {
        let source = value.tree.source
        guard value.range.upperBound < source.count else { return false }
        return Lexer.continuesIdentifier(source[value.range.upperBound])
    }

    private static func check(_ value: ValueSyntax, _ type: ValueType, in context: inout RuleContext) {
        guard !ValueCheck.fits(value, type) else { return }
        if case .stringList = type, value.kind == .listValue {
            // The list is one value: one finding, on its first item that is no string.
            let wrong = value.listItems.filter { $0.kind != .stringValue }
            if let first = wrong.first {
                let path = context.path
                context.report(first.range, wrong.count == 1
                    ? LocalizedText("Expected a string in this list.", "此列表中应为字符串。", "此列表中應為字串。")
                    : LocalizedText("Expected strings in this list; \(wrong.count) items are not strings.", "此列表中应为字符串；有 \(wrong.count) 项不是字符串。", "此列表中應為字串；有 \(wrong.count) 項不是字串。"),
                    related: wrong.dropFirst().map { RelatedLocation(file: path, range: $0.range, message: LocalizedText(
                        "Not a string either.", "这一项也不是字符串。", "這一項也不是字串。")) })
            }
            return
        }
        guard let problem = ValueCheck.problem(value, type) else { return }
        context.report(value.range, problem.message(), fixes: problem.replacement().map { replacement, isSafe in
            [Fix(title: LocalizedText("Write \(replacement)", "改为 \(replacement)", "改為 \(replacement)"),
                 edits: [SourceEdit(range: value.range, newText: replacement + (runsIntoNextWord(value) ? " " : ""))],
                 safety: isSafe ? .safe : nil)]
        } ?? [])
    }
}

/// What is wrong with a value, and the value meant, where one is plain. Both are worked out
/// when the finding is reported in full: a finding only counted needs neither, and a file of
/// many wrong values spent most of the rule's time listing the allowed ones.
struct ValueProblem {
    /// The words, in the finding's language alone.
    var message: () -> LocalizedText
    /// The value meant, and whether it is the only plausible meaning (a typo of one allowed
    /// name, or an allowed name in quotes).
    var replacement: () -> (value: String, isSafe: Bool)? = { nil }
}

/// Whether a value fits a type, and if not, what to say.
enum ValueCheck {
    /// Whether invalid-value finds nothing wrong with the value: asked of every property while
    /// a screen's model is built (`ModelFacts.hasInvalidValue`), and by the rule first.
    static func fits(_ value: ValueSyntax, _ type: ValueType) -> Bool {
        if case .stringList = type, value.kind == .listValue { return value.listItems.allSatisfy { $0.kind == .stringValue } }
        return problem(value, type) == nil
    }

    static func problem(_ value: ValueSyntax, _ type: ValueType) -> ValueProblem? {
        guard case .enumeration(let values) = type else { return problemText(value, type).map { ValueProblem(message: $0) } }
        // Compared as it stands in the text, without making a string of it.
        if value.isIdentifier(amongst: values) { return nil }
        guard !isExempt(value) else { return nil }
        if let written = value.identifierValue {
            let name = String(written)
            return ValueProblem(message: {
                let list = values.joined(separator: ", ")
                guard let (suggestion, _) = NameSuggestion.nearestWithCertainty(to: name, in: values) else {
                    return expected("one of: \(list)", "以下之一：\(list)", "以下之一：\(list)")()
                }
                return LocalizedText("'\(name)' is not allowed here; did you mean '\(suggestion)'? Allowed: \(list).",
                                     "此处不允许“\(name)”；您是指“\(suggestion)”吗？允许的值：\(list)。",
                                     "此處不允許「\(name)」；您是指「\(suggestion)」嗎？允許的值：\(list)。")
            }, replacement: {
                NameSuggestion.nearestWithCertainty(to: name, in: values).map { ($0.name, $0.isUnambiguous) }
            })
        }
        if let string = value.stringValue, values.contains(string) {
            return ValueProblem(message: { LocalizedText("Write \(string) without quotes.", "请去掉引号，直接写 \(string)。", "請去掉引號，直接寫 \(string)。") },
                                replacement: { (string, true) })
        }
        return ValueProblem(message: expected("one of: \(values.joined(separator: ", "))", "以下之一：\(values.joined(separator: ", "))", "以下之一：\(values.joined(separator: ", "))"))
    }

    /// Missing values, bad units and bad colors are syntax errors already.
    private static func isExempt(_ value: ValueSyntax) -> Bool {
        switch value.kind {
        case .missingValue, .tooDeep: return true
        case .numberValue: if case .invalid = value.numberValue?.unit { return true }
        case .colorValue: if value.colorValue?.isValid == false { return true }
        default: break
        }
        return false
    }

    /// The words of what is wrong, if anything. Whether the value is exempt is asked only of
    /// a value that does not fit: most fit, and the question reads a number or color again.
    private static func problemText(_ value: ValueSyntax, _ type: ValueType) -> (() -> LocalizedText)? {
        guard let problem = problemTextIgnoringExemptions(value, type) else { return nil }
        return isExempt(value) ? nil : problem
    }

    private static func problemTextIgnoringExemptions(_ value: ValueSyntax, _ type: ValueType) -> (() -> LocalizedText)? {
        // Read only for the types that are numbers: for others it parsed a token for nothing.
        var number: NumberLiteral? { value.numberValue }
        switch type {
        case .string:
            return value.kind == .stringValue ? nil : expected("a string in quotes", "带引号的字符串", "帶引號的字串")
        case .bool:
            return value.kind == .boolValue ? nil : expected("true or false", "true 或 false", "true 或 false")
        case .int:
            if let number, number.unit == .none, number.value == number.value.rounded() { return nil }
            return expected("a whole number", "整数", "整數")
        case .number:
            return number?.unit == NumberLiteral.Unit.none ? nil : expected("a number", "数字", "數字")
        case .points:
            return number?.points != nil ? nil : expected("a length in pt, such as 44pt", "以 pt 为单位的长度，例如 44pt", "以 pt 為單位的長度，例如 44pt")
        case .duration:
            if let number, number.seconds != nil || number.unit == .none { return nil }
            return expected("a duration such as 1h30m or 90s", "时长，例如 1h30m 或 90s", "時長，例如 1h30m 或 90s")
        case .color:
            return value.kind == .colorValue ? nil : expected("a color such as #FF9500", "颜色，例如 #FF9500", "顏色，例如 #FF9500")
        case .screen:
            return value.kind == .identifierValue ? nil : expected("a screen name", "画面名称", "畫面名稱")
        case .stringList:
            return expected("a list of strings, such as [\"A\", \"B\"]", "字符串列表，例如 [\"A\", \"B\"]", "字串列表，例如 [\"A\", \"B\"]")
        case .stringOrInt:
            if value.kind == .stringValue { return nil }
            if let number, number.unit == .none, number.value == number.value.rounded() { return nil }
            return expected("a string or a whole number", "字符串或整数", "字串或整數")
        case .enumeration:
            assertionFailure("problem(_:_:) words an enumeration's values, with the value meant")
            return nil
        }
    }

    /// The words of a value of another kind than `type`, made when reported.
    private static func expected(_ en: @autoclosure @escaping () -> String, _ zhHans: @autoclosure @escaping () -> String, _ zhHant: @autoclosure @escaping () -> String) -> () -> LocalizedText {
        { LocalizedText("Expected \(en()).", "此处应为\(zhHans())。", "此處應為\(zhHant())。") }
    }
}

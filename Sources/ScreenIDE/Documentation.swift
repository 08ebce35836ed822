import ScreenSyntax
import ScreenCatalog
import ScreenRules

/// The Markdown that hover, completion and `screenkit explain` show for catalog names and
/// rules: one renderer, so every place says the same.
public enum Documentation {
    /// Reads the guideline entries and makes the rules' list now if they are not yet: a
    /// server calls it on a thread of its own at start, so that its first hover and its first
    /// check do not wait for them (some milliseconds).
    public static func prepare() {
        _ = Rules.all
        Guidelines.prepare()
    }

    /// An element, a property (`Tab.badge`), a value (`Button.style.done`), `screen` or a rule id.
    public static func explain(_ name: String, language: Language) -> String? {
        if let rule = Rules.rule(id: name) { return self.rule(rule.description, language: language) }
        let parts = name.split(separator: ".").map(String.init)
        switch parts.count {
        case 1 where parts[0] == "screen": return screen(language: language)
        case 1: return Catalog.element(named: parts[0]).map { element($0, language: language) }
        case 2: return property(owner: parts[0], name: parts[1], language: language)
        case 3: return value(owner: parts[0], property: parts[1], value: parts[2], language: language)
        default: return nil
        }
    }

    /// An element's facts and guideline entry: the whole entry for hover and `explain`, its
    /// first paragraph for completion (`brief`), where a list shows many at once.
    public static func element(_ spec: ElementSpec, language: Language, brief: Bool = false) -> String {
        var lines = ["## \(spec.name)", ""]
        if spec.isDeprecated { lines.append("**\(Words.deprecated[language])**") }
        let places = spec.containers.map { $0 == .screen ? Words.screen[language] : "`\($0.name)`" }.joined(separator: ", ")
        lines.append("\(Words.standsIn.label(language))\(places)")
        if let height = spec.height {
            lines.append("\(Words.height.label(language))\(height.summary)\(height.note.map { " (\($0[language]))" } ?? "")")
        }
        if let primaryText = spec.primaryText { lines.append("\(Words.primaryText.label(language))\(primaryText[language])") }
        if !spec.properties.isEmpty {
            lines.append("\(Words.properties.label(language))" + spec.properties.map { "`\($0.name)`" }.joined(separator: ", "))
        }
        if let entry = Guidelines.entry(for: spec.name) {
            lines += ["", brief ? entry.summary(language) : entry.text[language], "", "_\(entry.sourceLine(language))_"]
        }
        return lines.joined(separator: "\n")
    }

    public static func screen(language: Language) -> String {
        var lines = ["## screen", "", "\(Words.properties.label(language))" + Catalog.screenProperties.map { "`\($0.name)`" }.joined(separator: ", ")]
        if let entry = Guidelines.entry(for: "screen") {
            lines += ["", entry.text[language], "", "_\(entry.sourceLine(language))_"]
        }
        return lines.joined(separator: "\n")
    }

    /// A property of an element (or of `screen`): its type, allowed values, default and guideline.
    public static func property(owner: String, name: String, language: Language) -> String? {
        let spec = Catalog.property(owner: owner, name: name)
        guard let spec else { return nil }
        var lines = ["## \(owner).\(spec.name)", "", "\(Words.type.label(language))`\(spec.type.summary)`"]
        if let defaultValue = spec.defaultValue { lines.append("\(Words.defaultValue.label(language))`\(defaultValue)`") }
        if let entry = Guidelines.entry(for: "\(owner).\(spec.name)") {
            lines += ["", entry.text[language], "", "_\(entry.sourceLine(language))_"]
        }
        return lines.joined(separator: "\n")
    }

    /// One allowed value of an enumeration property.
    public static func value(owner: String, property: String, value: String, language: Language) -> String? {
        let spec = Catalog.property(owner: owner, name: property)
        guard let spec, spec.type.enumerationValues.contains(value) else { return nil }
        var lines = ["## \(owner).\(property): `\(value)`"]
        if spec.defaultValue == value { lines += ["", Words.isDefault[language]] }
        if let entry = Guidelines.entry(for: "\(owner).\(property).\(value)") {
            lines += ["", entry.text[language], "", "_\(entry.sourceLine(language))_"]
        } else if let entry = Guidelines.entry(for: "\(owner).\(property)") {
            lines += ["", entry.summary(language), "", "_\(entry.sourceLine(language))_"]
        }
        return lines.joined(separator: "\n")
    }

    public static func rule(_ rule: RuleDescription, language: Language) -> String {
        var lines = ["## \(rule.id)", "", "\(Words.severity.label(language))\(severityName(rule.defaultSeverity, language: language))" + (rule.tags.isEmpty ? "" : " (\(rule.tags.map(\.rawValue).joined(separator: ", ")))")]
        lines += ["", rule.summary[language], "", rule.rationale[language]]
        if !rule.options.isEmpty {
            lines += ["", Words.options.label(language)]
            lines += rule.options.map { "- `\($0.name)` (\(Words.defaultValue[language]) \($0.defaultValue.asWritten); \($0.allowedValues[language])): \($0.meaning[language])" }
        }
        if let key = rule.guideline, let entry = Guidelines.entry(for: key) {
            lines += ["", "**\(Words.guideline[language])** (`\(key)`)", "", entry.summary(language), "", "_\(entry.sourceLine(language))_"]
        }
        return lines.joined(separator: "\n")
    }

    /// English shows the word a configuration takes; Chinese its translation, with that word
    /// after it, so that a reader can still write it in screenkit.json.
    private static func severityName(_ severity: Severity, language: Language) -> String {
        language == .english ? severity.rawValue : "\(severity.displayName[language])（\(severity.rawValue)）"
    }
}

/// The few words documentation needs around the entries, in every language.
enum Words {
    static func usedTimes(_ count: Int) -> LocalizedText {
        count == 1
            ? LocalizedText("used once in the workspace", "在工作区中使用 1 次", "在工作區中使用 1 次")
            : LocalizedText("used \(count) times in the workspace", "在工作区中使用 \(count) 次", "在工作區中使用 \(count) 次")
    }
    static let deprecated = LocalizedText("Deprecated.", "已弃用。", "已棄用。")
    static let screen = LocalizedText("a screen", "页面", "畫面")
    static let standsIn = LocalizedText("Goes in", "可放在", "可放在")
    static let height = LocalizedText("Height", "高度", "高度")
    static let primaryText = LocalizedText("Its string", "名称后的字符串", "名稱後的字串")
    static let properties = LocalizedText("Properties", "属性", "屬性")
    static let type = LocalizedText("Type", "类型", "類型")
    static let defaultValue = LocalizedText("Default", "默认值", "預設值")
    static let isDefault = LocalizedText("This is the default.", "这是默认值。", "這是預設值。")
    static let severity = LocalizedText("Default severity", "默认严重性", "預設嚴重性")
    static let options = LocalizedText("Options", "选项", "選項")
    static let guideline = LocalizedText("Guideline", "指南", "指南")
}

extension LocalizedText {
    /// The text as a label before a value: a colon in the language's own form.
    func label(_ language: Language) -> String {
        self[language] + (language == .english ? ": " : "：")
    }
}

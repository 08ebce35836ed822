/// The languages ScreenKit speaks.
public enum Language: String, Sendable, CaseIterable {
    case english = "en"
    case simplifiedChinese = "zh-Hans"
    case traditionalChinese = "zh-Hant"

    /// Picks a language from a locale tag such as `zh-CN`, `zh-TW`, `zh_HK`, `en-US`.
    /// Chinese without a script or region is Simplified; anything else is English.
    public init(localeTag: String) {
        let parts = localeTag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard parts.first == "zh" else {
            self = .english
            return
        }
        if parts.contains("hant") || parts.contains("tw") || parts.contains("hk") || parts.contains("mo") {
            self = .traditionalChinese
        } else {
            self = .simplifiedChinese
        }
    }
}

/// A user-visible text in every language ScreenKit speaks.
public struct LocalizedText: Sendable, Hashable {
    public var english: String
    public var simplifiedChinese: String
    public var traditionalChinese: String

    public init(en: String, zhHans: String, zhHant: String) {
        self.english = en
        self.simplifiedChinese = zhHans
        self.traditionalChinese = zhHant
    }

    /// English, Simplified and Traditional Chinese, in that order: the shorthand rules and
    /// docs write their texts in.
    public init(_ en: String, _ zhHans: String, _ zhHant: String) {
        self.init(en: en, zhHans: zhHans, zhHant: zhHant)
    }

    public subscript(language: Language) -> String {
        switch language {
        case .english: return english
        case .simplifiedChinese: return simplifiedChinese
        case .traditionalChinese: return traditionalChinese
        }
    }
}

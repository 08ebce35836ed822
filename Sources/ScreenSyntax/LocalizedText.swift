import ScreenSupport

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

/// A user-visible text in every language ScreenKit speaks; or, made while `writing(only:)`
/// holds, in one language alone.
public struct LocalizedText: Sendable, Hashable {
    public var english: String
    public var simplifiedChinese: String
    public var traditionalChinese: String
    /// The one language the text was made in, whose words every field then holds (a reader
    /// in another language gets them rather than nothing); nil for a text in every language.
    public private(set) var onlyLanguage: Language?

    public init(en: String, zhHans: String, zhHant: String) {
        self.english = en
        self.simplifiedChinese = zhHans
        self.traditionalChinese = zhHant
    }

    /// English, Simplified and Traditional Chinese, in that order: the shorthand rules and
    /// docs write their texts in. Only the language `writing(only:)` names is made, when it
    /// names one: a rule's message is interpolated in each language, and an editor shows one.
    public init(_ en: @autoclosure () -> String, _ zhHans: @autoclosure () -> String, _ zhHant: @autoclosure () -> String) {
        switch Self.languageWritten {
        case nil: self.init(en: en(), zhHans: zhHans(), zhHant: zhHant())
        case .english: self.init(en(), only: .english)
        case .simplifiedChinese: self.init(zhHans(), only: .simplifiedChinese)
        case .traditionalChinese: self.init(zhHant(), only: .traditionalChinese)
        }
    }

    private init(_ text: String, only language: Language) {
        self.init(en: text, zhHans: text, zhHant: text)
        onlyLanguage = language
    }

    public subscript(language: Language) -> String {
        // Findings are worded in the language they are read in (`writing(only:)`); a reader
        // in another is a mistake that tests should meet, though the words stand in.
        assert(onlyLanguage == nil || onlyLanguage == language, "a text made in \(onlyLanguage!.rawValue) alone, read in \(language.rawValue)")
        switch language {
        case .english: return english
        case .simplifiedChinese: return simplifiedChinese
        case .traditionalChinese: return traditionalChinese
        }
    }

    /// Runs `body`, in which every text made with `init(_:_:_:)` on this thread is made in
    /// `language` alone, or in every language for nil. For texts made to be read once in a
    /// known language (a rule's findings for an editor): a text kept for later, in a static
    /// above all, must not be made first while a language is named.
    public static func writing<Result>(only language: Language?, _ body: () throws -> Result) rethrows -> Result {
        guard let key = languageKey else { return try body() }
        return try key.with(language.map(code) ?? 0, body)
    }

    /// The language `writing(only:)` names on this thread; nil for every language. Without a
    /// thread key (the system had none left) texts are made in every language.
    private static var languageWritten: Language? {
        switch languageKey?.value {
        case code(.english): return .english
        case code(.simplifiedChinese): return .simplifiedChinese
        case code(.traditionalChinese): return .traditionalChinese
        default: return nil
        }
    }

    /// A language's number in the thread's word; 0 is every language. A switch, not a search
    /// of `allCases`: the array is shared by the threads that check screens, and reading it
    /// counted references on it for every text made.
    private static func code(_ language: Language) -> Int {
        switch language {
        case .english: return 1
        case .simplifiedChinese: return 2
        case .traditionalChinese: return 3
        }
    }

    private static let languageKey = ThreadLocalWord()
}

import Foundation
import ScreenSyntax

/// One vocabulary per language, as the vocabulary tests check it: Traditional Chinese in
/// Taiwan usage with 「」 quotes, Simplified Chinese in mainland usage, lengths in points.
public enum Vocabulary {
    /// Words a native writer of the language would not use in these texts.
    public static let misused: [Language: [String]] = [
        .traditionalChinese: [
            // Mainland words, and the mainland's quotation marks.
            "用戶", "信息", "屏幕", "默認", "網絡", "全屏", "文本", "控件", "視頻", "軟件", "菜單", "鏈接",
            "界面", "點擊", "設置", "搜索", "圖標", "導航欄", "工具欄", "狀態欄", "標籤欄", "應用程序",
            "服務器", "創建", "添加", "數據", "刷新", "字體", "窗口", "激活", "“", "”",
            // Lengths are points (點), never pixels.
            "像素",
        ],
        .simplifiedChinese: [
            // Taiwan words, Taiwan's quotation marks, and the action sheet's name in the oldest text.
            "使用者", "螢幕", "萤幕", "預設", "预设", "資訊", "资讯", "网路", "软体", "选单", "控件列表", "「", "」",
            "像素",
        ],
        // Lengths in points; iOS's name; tool jargon in hover text; a calque of the Chinese.
        .english: ["pixel", "iPhone OS", "stand in", "similar weight"],
    ]

    /// What in `text` a writer of `language` would not write; "iPhone OS" is the old name in every language.
    public static func misuses(in text: String, language: Language) -> [String] {
        let words = misused[language, default: []] + (language == .english ? [] : ["iPhone OS"])
        return words.filter { text.range(of: $0, options: .caseInsensitive) != nil }
    }

    /// A finding quotes what the user wrote (a title such as 「下拉刷新」); that is theirs, not ours.
    public static func unquoted(_ text: String, language: Language) -> String {
        let quotes: [(Character, Character)] = switch language {
        case .english: [("\"", "\""), ("'", "'")]
        case .simplifiedChinese: [("“", "”")]
        case .traditionalChinese: [("「", "」")]
        }
        var result = ""
        var closing: Character?
        for character in text {
            if let end = closing {
                if character == end { closing = nil }
            } else if let pair = quotes.first(where: { $0.0 == character }) {
                closing = pair.1
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// What a command printed for `locale` (en, zh-Hans, zh-Hant) that a writer of its language
    /// would not write, leaving out what the user wrote, which the output quotes.
    public static func misuses(inOutput text: String, locale: String) -> [String] {
        guard let language = Language(rawValue: locale) else { return ["unknown locale \(locale)"] }
        return misuses(in: unquoted(text, language: language), language: language)
    }
}

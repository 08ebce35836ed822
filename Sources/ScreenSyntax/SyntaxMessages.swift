/// The wording of syntax errors, in every language.
enum SyntaxMessages {
    static let unterminatedString = LocalizedText(
        en: "This string has no closing quote; end it with \" on the same line.",
        zhHans: "字符串缺少结尾的引号；请在同一行用 \" 结束它。",
        zhHant: "字串缺少結尾的引號；請在同一行用 \" 結束它。")

    static let unterminatedComment = LocalizedText(
        en: "This comment is never closed; end it with */.",
        zhHans: "注释没有结束；请用 */ 结束它。",
        zhHant: "註解沒有結束；請用 */ 結束它。")

    static let invalidUTF8 = LocalizedText(
        en: "The file is not valid UTF-8 here; save it as UTF-8.",
        zhHans: "此处不是有效的 UTF-8；请将文件保存为 UTF-8 编码。",
        zhHant: "此處不是有效的 UTF-8；請將檔案儲存為 UTF-8 編碼。")

    static let expectedValue = LocalizedText(
        en: "Expected a value after ':'.",
        zhHans: "':' 后面应有一个值。",
        zhHant: "':' 後面應有一個值。")

    static func unexpectedCharacters(_ text: String) -> LocalizedText {
        let shown = abbreviated(text)
        return LocalizedText(
            en: "Unexpected characters '\(shown)'; text belongs in a \"string\".",
            zhHans: "意外的字符“\(shown)”；文字应写在 \"字符串\" 中。",
            zhHant: "意外的字元「\(shown)」；文字應寫在 \"字串\" 中。")
    }

    static let unclosedBrace = LocalizedText(
        en: "This '{' is never closed; add '}' where its block ends.",
        zhHans: "这个 '{' 没有闭合；请在它的代码块结束处加上 '}'。",
        zhHant: "這個 '{' 沒有閉合；請在它的程式碼區塊結束處加上 '}'。")

    static func closedByLayout(before name: String) -> LocalizedText {
        LocalizedText(
            en: "The block is taken to end here: '\(name)' starts a line at or left of the '{' line's indentation.",
            zhHans: "此代码块视为在此结束：“\(name)”所在行的缩进不超过 '{' 所在行。",
            zhHant: "此程式碼區塊視為在此結束：「\(name)」所在行的縮排不超過 '{' 所在行。")
    }

    /// Characters where a screen's name goes: one mistake, said once.
    static func invalidScreenName(_ text: String) -> LocalizedText {
        let shown = abbreviated(text)
        return LocalizedText(
            en: "'\(shown)' cannot be a screen name: names are ASCII letters, digits and '_' (such as Inbox). Put the title people see in the navigation bar.",
            zhHans: "“\(shown)”不能作为页面名称：名称只能由 ASCII 字母、数字和“_”组成（例如 Inbox）。用户看到的标题请写在导航栏中。",
            zhHant: "「\(shown)」不能當作畫面名稱：名稱只能由 ASCII 字母、數字和「_」組成（例如 Inbox）。使用者看到的標題請寫在導覽列中。")
    }

    static func invalidUnit(_ unit: String) -> LocalizedText {
        LocalizedText(
            en: "Unknown unit '\(unit)'; use pt, %, or a duration such as 1h30m or 90s.",
            zhHans: "未知的单位“\(unit)”；请使用 pt、% 或时长（如 1h30m、90s）。",
            zhHant: "未知的單位「\(unit)」；請使用 pt、% 或時長（如 1h30m、90s）。")
    }

    static func invalidColor(_ color: String) -> LocalizedText {
        LocalizedText(
            en: "'\(color)' is not a color; write #RGB, #RRGGBB or #RRGGBBAA in hexadecimal digits.",
            zhHans: "“\(color)”不是颜色；请用十六进制写成 #RGB、#RRGGBB 或 #RRGGBBAA。",
            zhHant: "「\(color)」不是顏色；請用十六進位寫成 #RGB、#RRGGBB 或 #RRGGBBAA。")
    }

    static func invalidEscape(_ escape: String) -> LocalizedText {
        LocalizedText(
            en: "Unknown escape '\(escape)'; use \\\", \\\\, \\n, \\t or \\u{…}.",
            zhHans: "未知的转义“\(escape)”；请使用 \\\"、\\\\、\\n、\\t 或 \\u{…}。",
            zhHant: "未知的跳脫字元「\(escape)」；請使用 \\\"、\\\\、\\n、\\t 或 \\u{…}。")
    }

    static func expected(_ token: TokenKind) -> LocalizedText {
        switch token {
        case .identifier:
            return LocalizedText(
                en: "Expected a screen name after 'screen'.",
                zhHans: "'screen' 后面应有页面名称。",
                zhHant: "'screen' 後面應有畫面名稱。")
        case .leftBrace:
            return LocalizedText(
                en: "Expected '{' to open the screen's block.",
                zhHans: "应有 '{' 来开始页面的内容块。",
                zhHant: "應有 '{' 來開始畫面的內容區塊。")
        default:
            let spelling = token.spelling
            return LocalizedText(
                en: "Expected \(spelling).",
                zhHans: "此处应有 \(spelling)。",
                zhHant: "此處應有 \(spelling)。")
        }
    }

    static func unexpected(context: NodeKind) -> LocalizedText {
        switch context {
        case .sourceFile:
            return LocalizedText(
                en: "Unexpected text outside a screen; everything stands inside 'screen Name { … }'.",
                zhHans: "页面之外的意外内容；所有内容都应写在 'screen 名称 { … }' 之中。",
                zhHant: "畫面之外的意外內容；所有內容都應寫在 'screen 名稱 { … }' 之中。")
        case .listValue:
            return LocalizedText(
                en: "Unexpected text in a list; a list holds values separated by commas.",
                zhHans: "列表中的意外内容；列表只包含以逗号分隔的值。",
                zhHant: "列表中的意外內容；列表只包含以逗號分隔的值。")
        default:
            return LocalizedText(
                en: "Unexpected text; a block holds properties ('name: value') and components ('Button \"Title\" { … }').",
                zhHans: "意外的内容；内容块只包含属性（'名称: 值'）和组件（'Button \"标题\" { … }'）。",
                zhHant: "意外的內容；內容區塊只包含屬性（'名稱: 值'）和元件（'Button \"標題\" { … }'）。")
        }
    }

    static func tooDeep(_ depth: Int) -> LocalizedText {
        LocalizedText(
            en: "Nesting deeper than \(depth) levels is not checked; flatten this part of the screen.",
            zhHans: "超过 \(depth) 层的嵌套不会被检查；请减少此处的嵌套层级。",
            zhHant: "超過 \(depth) 層的巢狀結構不會被檢查；請減少此處的巢狀層級。")
    }

    /// Quoted text in a message: its first 20 characters, then "…".
    private static func abbreviated(_ text: String) -> String {
        text.count > 20 ? String(text.prefix(20)) + "…" : text
    }
}

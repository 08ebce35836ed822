import ScreenSyntax
import ScreenRules

/// The words the pictures and the storyboard show, in every language ScreenKit speaks.
enum PreviewText {
    static func severity(_ severity: Severity) -> LocalizedText { severity.displayName }

    static let pageTitle = LocalizedText(en: "Storyboard", zhHans: "故事板", zhHant: "分鏡腳本")
    static let depth = LocalizedText(en: "Depth", zhHans: "层级", zhHant: "層級")
    static let roots = LocalizedText(en: "Root screens", zhHans: "根界面", zhHant: "根畫面")
    static let unreached = LocalizedText(en: "Not reached from a root screen", zhHans: "无法从根界面到达", zhHant: "無法從根畫面抵達")
    static let pushes = LocalizedText(en: "pushes", zhHans: "推入", zhHant: "推入")
    static let presents = LocalizedText(en: "presents", zhHans: "模态呈现", zhHant: "強制回應呈現")
    static let tab = LocalizedText(en: "tab", zhHans: "标签", zhHant: "標籤")
    static let noFindings = LocalizedText(en: "No findings.", zhHans: "没有发现问题。", zhHant: "沒有發現問題。")
    static let clickHint = LocalizedText(
        en: "Click an element to see its source line and findings.",
        zhHans: "点按元素可查看其源代码行和发现的问题。",
        zhHant: "點按元素即可查看其原始碼行與發現的問題。")
    static let screenCount = LocalizedText(en: "screens", zhHans: "个界面", zhHant: "個畫面")
    static let findingCount = LocalizedText(en: "findings", zhHans: "个问题", zhHant: "個問題")
}

extension PreviewText {
    static let search = LocalizedText(en: "Search", zhHans: "搜索", zhHant: "搜尋")
    static let cancel = LocalizedText(en: "Cancel", zhHans: "取消", zhHant: "取消")
}

/// The word a bar button's `systemItem` shows, for those iOS draws as text; nil for those
/// it draws as a glyph.
func systemItemWord(_ item: String?) -> String? {
    switch item {
    case "done": return "Done"
    case "cancel": return "Cancel"
    case "edit": return "Edit"
    case "save": return "Save"
    case "undo": return "Undo"
    case "redo": return "Redo"
    default: return nil
    }
}

/// The glyph a bar button's `systemItem` draws, in characters every CJK font has.
func systemItemGlyph(_ item: String?) -> String? {
    switch item {
    case "add": return "+"
    case "action": return "⇪"
    case "bookmarks": return "❐"
    case "camera": return "◉"
    case "compose": return "✎"
    case "fastForward": return "▶▶"
    case "organize": return "▤"
    case "pause": return "❚❚"
    case "play": return "▶"
    case "refresh": return "↻"
    case "reply": return "↩"
    case "rewind": return "◀◀"
    case "search": return "⌕"
    case "stop": return "■"
    case "trash": return "⌫"
    default: return nil
    }
}

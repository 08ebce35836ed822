import ScreenSyntax

/// What `screenkit format` says, in the user's language.
enum FormatMessages {
    static func wouldReformat(_ path: String) -> LocalizedText {
        LocalizedText(en: "Would reformat \(path)", zhHans: "将重新格式化 \(path)", zhHant: "將重新格式化 \(path)")
    }

    static func notFormatted(_ path: String) -> LocalizedText {
        LocalizedText(en: "\(path) has syntax errors; not formatted", zhHans: "\(path) 有语法错误，未格式化", zhHant: "\(path) 有語法錯誤，未格式化")
    }

    /// The last line: how many files changed (or would), were formatted already, were refused.
    static func summary(changed: Int, unchanged: Int, refused: Int, writes: Bool) -> LocalizedText {
        func files(_ count: Int) -> String { count == 1 ? "1 file" : "\(count) files" }
        var english = "\(files(changed)) \(writes ? "reformatted" : "would be reformatted"), \(files(unchanged)) already formatted"
        var simplified = "\(changed) 个文件\(writes ? "已重新格式化" : "将重新格式化")，\(unchanged) 个文件已是格式化好的"
        var traditional = "\(changed) 個檔案\(writes ? "已重新格式化" : "將重新格式化")，\(unchanged) 個檔案已是格式化好的"
        if refused > 0 {
            english += ", \(files(refused)) not formatted (syntax errors)"
            simplified += "，\(refused) 个文件因语法错误未格式化"
            traditional += "，\(refused) 個檔案因語法錯誤未格式化"
        }
        return LocalizedText(en: english + ".", zhHans: simplified + "。", zhHant: traditional + "。")
    }
}

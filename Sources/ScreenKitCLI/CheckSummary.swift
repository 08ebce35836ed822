import ScreenSyntax
import ScreenRules

/// The last line of the text report.
enum CheckSummary {
    static func text(files: Int, counts: [Severity: Int], language: Language) -> String {
        let errors = counts[.error, default: 0]
        let warnings = counts[.warning, default: 0]
        let others = counts[.information, default: 0] + counts[.hint, default: 0]
        switch language {
        case .english:
            func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
            return "Checked \(plural(files, "file")): \(plural(errors, "error")), \(plural(warnings, "warning")), \(plural(others, "note"))."
        case .simplifiedChinese:
            return "已检查 \(files) 个文件：\(errors) 个错误，\(warnings) 个警告，\(others) 条提示。"
        case .traditionalChinese:
            return "已檢查 \(files) 個檔案：\(errors) 個錯誤，\(warnings) 個警告，\(others) 則提示。"
        }
    }
}

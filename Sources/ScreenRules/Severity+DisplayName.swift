import ScreenSyntax

extension Severity {
    /// The severity as a person reads it, in every language: the storyboard's labels and
    /// `explain` (beside the word a configuration takes) show it.
    public var displayName: LocalizedText {
        switch self {
        case .error: return LocalizedText(en: "Error", zhHans: "错误", zhHant: "錯誤")
        case .warning: return LocalizedText(en: "Warning", zhHans: "警告", zhHant: "警告")
        case .information: return LocalizedText(en: "Note", zhHans: "提示", zhHant: "提示")
        case .hint: return LocalizedText(en: "Hint", zhHans: "建议", zhHant: "建議")
        }
    }
}

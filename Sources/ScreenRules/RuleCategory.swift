import ScreenSyntax

/// The groups of the rule catalog (rules.md), in its order.
public enum RuleCategory: String, Sendable, CaseIterable, Comparable {
    /// What the catalog alone decides: names, properties, values, places, duplicates.
    case structure
    /// Status bar, navigation bar, toolbar, tab bar, search bar and scope bar.
    case bars
    /// Alerts, action sheets, modal screens and tables.
    case views
    case controls
    /// Findings that compare the screens of a workspace.
    case workspace
    /// Findings about the suppression comments themselves.
    case suppression

    public static func < (lhs: RuleCategory, rhs: RuleCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    public var title: LocalizedText {
        switch self {
        case .structure: return LocalizedText("Structure", "结构", "結構")
        case .bars: return LocalizedText("Bars", "各类栏", "各種列")
        case .views: return LocalizedText("Views", "视图", "視圖")
        case .controls: return LocalizedText("Controls", "控件", "控制項")
        case .workspace: return LocalizedText("Workspace", "工作区", "工作區")
        case .suppression: return LocalizedText("Suppression", "抑制", "抑制")
        }
    }
}

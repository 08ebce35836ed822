/// Every rule, grouped as in rules.md; each group lives in its own file.
public enum Rules {
    public static let all: [Rule] = structure + navigationBars + bottomBars + views + workspaceRules + controls

    public static let ids: Set<String> = Set(all.map(\.id))

    public static func rule(id: String) -> Rule? {
        all.first { $0.id == id }
    }

    static let structure: [Rule] = [
        .syntaxError, .unknownComponent, .unknownProperty, .invalidValue, .misplacedComponent,
        .duplicateBar, .duplicateProperty, .unusedSuppression,
    ]
}

/// Where each rule's documentation lives, for `codeDescription` and SARIF `helpUri`.
public enum RuleDocumentation {
    public static let home = "https://github.com/screenkit/screenkit"

    public static func link(for ruleID: String) -> String {
        "\(home)/blob/main/Docs/rules.md#\(ruleID)"
    }
}

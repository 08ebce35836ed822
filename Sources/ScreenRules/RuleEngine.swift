import ScreenSyntax

/// Runs the rules over one file, with the workspace's index and the user's configuration.
public enum RuleEngine {
    public static func check(_ file: FileAnalysis, workspace: WorkspaceIndex, configuration: Configuration = .defaults, rules: [Rule] = Rules.all) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if let severity = configuration.severity(of: Rule.syntaxError.description) {
            diagnostics += file.syntaxErrors.map { Diagnostic(ruleID: Rule.syntaxError.id, severity: severity, range: $0.range, message: $0.message) }
        }
        let input = FileInput(path: file.path, tree: file.tree, screens: file.screens)
        for rule in rules {
            guard let severity = configuration.severity(of: rule.description) else { continue }
            var context = RuleContext(rule: rule.description, severity: severity, severityIsConfigured: configuration.severities[rule.id] != nil, settings: configuration.options[rule.id] ?? [:], workspace: workspace, path: file.path)
            switch rule.check {
            case .screen(let check):
                for screen in file.screens { check(screen, &context) }
            case .file(let check):
                check(input, &context)
            case .engine:
                break
            }
            diagnostics += context.diagnostics
        }
        let suppressions = Suppressions(tree: file.tree, lines: file.lines)
        diagnostics = suppressions.apply(
            to: diagnostics, lines: file.lines, knownIDs: Rules.ids,
            unusedSeverity: configuration.severity(of: Rule.unusedSuppression.description))
        return diagnostics.sorted { ($0.range.lowerBound, $0.range.upperBound, $0.ruleID) < ($1.range.lowerBound, $1.range.upperBound, $1.ruleID) }
    }
}

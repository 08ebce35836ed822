extension RuleEngine {
    /// What the rules with a scope find in the screens the engine passes over for them (those
    /// without an element of the scope): nothing, when every scope is right. For the tests and
    /// the syntax fuzz target, which hold every input to that.
    public static func findingsOutOfScope(of file: FileAnalysis, workspace: WorkspaceIndex, rules: [Rule] = Rules.all) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for index in file.screenDeclarations.indices {
            let screen = file.screenModel(index)
            for rule in rules where !rule.looks(at: screen) {
                guard case .screen(let check) = rule.check else { continue }
                var context = RuleContext(rule: rule.description, severity: rule.description.defaultSeverity, severityIsConfigured: false,
                                          settings: [:], workspace: workspace, path: file.path)
                check(screen, &context)
                context.takeDiagnostics(into: &found)
            }
        }
        return found
    }
}

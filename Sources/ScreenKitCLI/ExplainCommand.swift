import ScreenSupport
import ScreenSyntax
import ScreenCatalog
import ScreenRules
import ScreenIDE

/// `screenkit explain NAME`: a component's, property's or rule's guideline entry.
enum ExplainCommand {
    static let help = """
        Usage: screenkit explain NAME [--locale en|zh-Hans|zh-Hant]

        Prints the guideline entry of a component (TabBar), a property (Tab.badge), a value
        (Button.style.done), the screen itself (screen, screen.fullScreen) or a rule
        (tab-bar-too-many-tabs). `screenkit explain --list` lists every name.

        """

    static func run(_ arguments: [String], io: CommandIO) -> Int32 {
        let options: ArgumentParser
        switch ArgumentParser.parse(arguments, command: "explain", valueOptions: ["--locale"], flagOptions: ["--list"], help: help, io: io) {
        case .success(let parsed): options = parsed
        case .failure(let status): return status.code
        }
        if options.flags.contains("--list") {
            let names = ["screen"] + Catalog.elements.map(\.name) + Rules.all.map(\.id)
            io.writeOutput(names.joined(separator: "\n") + "\n")
            return ExitCode.success
        }
        guard options.positional.count == 1, let name = options.positional.first else {
            io.writeError("screenkit explain: name one component, property or rule\n\n" + help)
            return ExitCode.usageOrIOError
        }
        let language = ScreenKitCommand.language(option: options.values["--locale"], environment: io.environment)
        guard let text = Documentation.explain(name, language: language) else {
            let candidates = ["screen"] + Catalog.elements.map(\.name) + Rules.all.map(\.id)
            let hint = nearest(name, candidates).map { "; did you mean '\($0)'?" } ?? "; see `screenkit explain --list`"
            io.writeError("screenkit explain: no component, property or rule named '\(name)'\(hint)\n")
            return ExitCode.usageOrIOError
        }
        io.writeOutput(text + "\n")
        return ExitCode.success
    }

    private static func nearest(_ name: String, _ candidates: [String]) -> String? {
        let lowered = name.lowercased()
        return candidates.first { $0.lowercased() == lowered } ?? candidates.first { $0.lowercased().hasPrefix(lowered) || lowered.hasPrefix($0.lowercased()) }
    }
}

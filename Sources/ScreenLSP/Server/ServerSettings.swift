import ScreenRules
import ScreenSyntax

/// Every source of settings, from the weakest to the strongest: the client's UI locale,
/// `initializationOptions`, the editor's `screenkit` settings (`workspace/configuration`),
/// then the workspace folders' screenkit.json files (the first folder's wins). A file is
/// the project's shared word, so it wins over one person's editor.
struct ServerSettings {
    /// `InitializeParams.locale`.
    var clientLocale: String?
    var initializationOptions = Configuration()
    var editorSettings = Configuration()
    /// The folders' files, in folder order.
    var files: [Configuration] = []

    /// The configuration the rules run with.
    var effective: Configuration {
        let editor = initializationOptions.overlaid(by: editorSettings)
        return files.reversed().reduce(editor) { $0.overlaid(by: $1) }
    }

    /// The language of messages and hover text.
    var language: Language {
        Language(localeTag: effective.locale ?? clientLocale ?? "en")
    }
}

import JSONRPC
import ScreenRules
import ScreenSyntax

extension Configuration {
    /// Settings an editor passes (`initializationOptions`, the `screenkit` section of its
    /// configuration): the shape of screenkit.json, read by the same loader, so both accept
    /// and reject the same things. Null means no settings. The problems come back as English
    /// sentences for the log, since there is no file to show them on.
    static func fromEditorSettings(_ settings: JSONValue?) -> (configuration: Configuration, problems: [String]) {
        guard let settings, !settings.isNull else { return (Configuration(), []) }
        let loaded = load(settings.serialized())
        return (loaded.configuration, loaded.problems.map { $0.message[.english] })
    }
}

import JSONRPC
import ScreenRules
import ScreenSyntax

extension Configuration {
    /// Settings an editor passes (`initializationOptions`, the `screenkit` section of its
    /// configuration): the shape of screenkit.json, read by the same loader, so both accept
    /// and reject the same things (a threshold out of its range included). Null means no
    /// settings. The problems have no file to stand on: the server shows them as a message.
    static func fromEditorSettings(_ settings: JSONValue?) -> (configuration: Configuration, problems: [LocalizedText]) {
        guard let settings, !settings.isNull else { return (Configuration(), []) }
        let loaded = load(settings.serialized())
        return (loaded.configuration, loaded.problems.map(\.message))
    }
}

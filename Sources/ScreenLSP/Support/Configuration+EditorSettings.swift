import JSONRPC
import ScreenJSON
import ScreenRules
import ScreenSyntax

extension Configuration {
    /// Settings an editor passes (`initializationOptions`, the `screenkit` section of its
    /// configuration): the shape of screenkit.json, read by the same loader from the values
    /// themselves, so both accept and reject the same things (a threshold out of its range
    /// included). Null means no settings. The problems have no file to stand on: the server
    /// shows them as a message.
    static func fromEditorSettings(_ settings: JSONValue?) -> (configuration: Configuration, problems: [LocalizedText]) {
        guard let settings, !settings.isNull else { return (Configuration(), []) }
        let loaded = load(FromProtocol.settingsNode(settings))
        return (loaded.configuration, loaded.problems.map(\.message))
    }
}

extension FromProtocol {
    /// A protocol JSON value as the settings reader takes it; it spans no text.
    static func settingsNode(_ value: JSONValue) -> JSONReader.Node {
        switch value {
        case .null: return JSONReader.Node(.null)
        case .bool(let flag): return JSONReader.Node(.bool(flag))
        case .integer(let number): return JSONReader.Node(.number(Double(number)))
        case .double(let number): return JSONReader.Node(.number(number))
        case .string(let text): return JSONReader.Node(.string(text))
        case .array(let elements): return JSONReader.Node(.array(elements.map(settingsNode)))
        case .object(let object):
            return JSONReader.Node(.object(object.members.map { (key: $0.key, keyRange: 0..<0, value: settingsNode($0.value)) }))
        }
    }
}

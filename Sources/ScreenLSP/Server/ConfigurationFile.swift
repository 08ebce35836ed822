import ScreenRules
import ScreenSyntax

/// A workspace folder's screenkit.json as last read: what it sets, and its problems with the
/// lines to place them (a missing or unreadable file sets nothing and has none).
struct ConfigurationFile {
    var uri: String
    /// The text as read; nil when there is no such file.
    var bytes: [UInt8]?
    var lines: LineIndex
    var configuration: Configuration
    var problems: [Diagnostic]

    init(uri: String, bytes: [UInt8]?) {
        self.uri = uri
        self.bytes = bytes
        lines = LineIndex(bytes ?? [])
        guard let bytes else {
            configuration = Configuration()
            problems = []
            return
        }
        (configuration, problems) = Configuration.load(bytes)
    }

    /// A file that exists but cannot be read: it sets nothing, and says so on the file.
    init(uri: String, unreadable reason: String) {
        self.uri = uri
        lines = LineIndex([])
        configuration = Configuration()
        problems = [Diagnostic(ruleID: Configuration.invalidConfigurationID, severity: .error, range: 0..<0, message: LocalizedText(
            "screenkit.json cannot be read (\(reason)); the defaults apply.",
            "无法读取 screenkit.json（\(reason)）；将使用默认设置。",
            "無法讀取 screenkit.json（\(reason)）；將使用預設設定。"))]
    }
}

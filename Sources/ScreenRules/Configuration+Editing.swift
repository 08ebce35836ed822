import ScreenJSON
import ScreenSyntax

extension Configuration {
    /// The edit of a screenkit.json text (nil: there is none yet, and the edit creates its
    /// text) that turns `ruleID` off, keeping the rest of the file as it is: the rule's setting
    /// replaced by `"off"`, or a member added first in `"rules"` (or a `"rules"` object
    /// added), indented as the members around it are. Nil when the text is not a JSON object,
    /// which a user must mend first.
    public static func disablingEdit(of ruleID: String, in bytes: [UInt8]?) -> SourceEdit? {
        let key = JSONWriter.render(.string(ruleID))
        guard let bytes, !bytes.allSatisfy(\.isJSONSpace) else {
            return SourceEdit(range: 0..<(bytes?.count ?? 0), newText: "{\n  \"rules\": {\n    \(key): \"off\"\n  }\n}\n")
        }
        guard let root = try? JSONReader.parse(bytes), case .object(let members) = root.value else { return nil }
        let newline = bytes.lineEnding
        guard let rules = members.last(where: { $0.key == "rules" }) else {
            let indentation = memberIndentation(members.first?.keyRange.lowerBound, in: bytes) ?? "  "
            let text = "\(newline)\(indentation)\"rules\": { \(key): \"off\" }" + (members.isEmpty ? newline : ",")
            return SourceEdit(range: root.range.lowerBound + 1..<root.range.lowerBound + 1, newText: text)
        }
        guard case .object(let settings) = rules.value.value else {
            return SourceEdit(range: rules.value.range, newText: "{ \(key): \"off\" }")
        }
        if let setting = settings.last(where: { $0.key == ruleID }) {
            return SourceEdit(range: setting.value.range, newText: "\"off\"")
        }
        let opening = rules.value.range.lowerBound + 1
        guard let first = settings.first else {
            return SourceEdit(range: opening..<opening, newText: " \(key): \"off\" ")
        }
        // On the first member's line when it shares the brace's, else on a line of its own.
        if let indentation = memberIndentation(first.keyRange.lowerBound, in: bytes) {
            return SourceEdit(range: opening..<opening, newText: "\(newline)\(indentation)\(key): \"off\",")
        }
        return SourceEdit(range: first.keyRange.lowerBound..<first.keyRange.lowerBound, newText: "\(key): \"off\", ")
    }

    /// The spaces before a member that starts its own line; nil when it does not.
    private static func memberIndentation(_ offset: Int?, in bytes: [UInt8]) -> String? {
        guard let offset else { return nil }
        var start = offset
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n") else { return nil }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }
}

private extension UInt8 {
    var isJSONSpace: Bool { self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D }
}

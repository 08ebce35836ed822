/// The JSON writer for everything but the protocol: the command line's JSON and SARIF
/// reports, indented, keys in the order given. The protocol's JSON goes through json-c in
/// `JSONRPC`.
public enum JSONWriter {
    public indirect enum Value: Sendable {
        case string(String)
        case int(Int)
        case bool(Bool)
        case array([Value])
        /// Keys in the order given, so reports are stable.
        case object([(String, Value)])
    }

    public static func render(_ value: Value, indent: String = "") -> String {
        var output = ""
        write(value, indent: indent, into: &output)
        return output
    }

    private static func write(_ value: Value, indent: String, into output: inout String) {
        switch value {
        case .string(let text):
            writeString(text, into: &output)
        case .int(let number):
            output += String(number)
        case .bool(let flag):
            output += flag ? "true" : "false"
        case .array(let items):
            guard !items.isEmpty else { output += "[]"; return }
            let inner = indent + "  "
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += inner
                write(item, indent: inner, into: &output)
                output += index + 1 < items.count ? ",\n" : "\n"
            }
            output += indent + "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            let inner = indent + "  "
            output += "{\n"
            for (index, (key, item)) in members.enumerated() {
                output += inner
                writeString(key, into: &output)
                output += ": "
                write(item, indent: inner, into: &output)
                output += index + 1 < members.count ? ",\n" : "\n"
            }
            output += indent + "}"
        }
    }

    private static func writeString(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}

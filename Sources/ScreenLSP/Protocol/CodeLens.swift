import JSONRPC

/// LSP `CodeLens`: a range and the command it runs, resolved already.
struct CodeLens: Sendable, JSONEncodable {
    var range: LSPRange
    var command: LSPCommand

    var json: JSONValue { ["range": range.json, "command": command.json] }
}

/// LSP `Command`: a title to show and a command with its arguments.
struct LSPCommand: Sendable, JSONEncodable {
    var title: String
    var command: String
    var arguments: [JSONValue]

    var json: JSONValue { ["title": .string(title), "command": .string(command), "arguments": .array(arguments)] }
}

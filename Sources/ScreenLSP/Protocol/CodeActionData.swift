import JSONRPC

/// What a code action sent without its edit carries, to make the edit on
/// `codeAction/resolve`: the document, the action, and the finding it is for (by rule and
/// byte range, as the server found it; a finding gone by then resolves to no edit).
struct CodeActionData: Sendable, JSONDecodable, JSONEncodable {
    var uri: String
    var action: String
    var ruleID: String?
    var range: Range<Int>?
    var fixIndex: Int?

    init(uri: String, action: String, ruleID: String?, range: Range<Int>?, fixIndex: Int?) {
        self.uri = uri
        self.action = action
        self.ruleID = ruleID
        self.range = range
        self.fixIndex = fixIndex
    }

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        uri = try fields.string("uri")
        action = try fields.string("action")
        ruleID = try fields.optionalString("rule")
        fixIndex = try fields.optionalInteger("fix")
        if let start = try fields.optionalInteger("start"), let end = try fields.optionalInteger("end") {
            guard start >= 0, end >= start else { throw InvalidParams("\(fields.memberPath("start")) and end must be a range") }
            range = start..<end
        }
    }

    var json: JSONValue {
        var object: JSONObject = ["uri": .string(uri), "action": .string(action)]
        if let ruleID { object["rule"] = .string(ruleID) }
        if let range {
            object["start"] = .integer(Int64(range.lowerBound))
            object["end"] = .integer(Int64(range.upperBound))
        }
        if let fixIndex { object["fix"] = .integer(Int64(fixIndex)) }
        return .object(object)
    }
}

/// A code action as a client sends it back in `codeAction/resolve`: the action itself, to
/// answer with as it came plus its edit, and its `data` when that is this server's.
struct ReceivedCodeAction: Sendable, JSONDecodable {
    var json: JSONObject
    var data: CodeActionData?

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        _ = try fields.string("title")
        self.json = fields.object
        data = fields.value("data").flatMap { try? CodeActionData(json: $0, at: fields.memberPath("data")) }
    }
}

/// The answer to `codeAction/resolve`.
struct ResolvedCodeAction: Sendable, JSONEncodable {
    var members: JSONObject

    var json: JSONValue { .object(members) }
}

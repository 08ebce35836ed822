import JSONRPC
import ScreenIDE

/// The `data` of a completion item whose documentation waits for `completionItem/resolve`:
/// what the item stands for, in a shape that says it (`{"element": "Tab"}`,
/// `{"owner": "TabBar", "property": "tint"}`, `{"owner": "StatusBar", "property": "style",
/// "value": "default"}`, `{"screen": "Settings"}`, `{"keyword": "screen"}`, `{"rule":
/// "unknown-component"}`, `{"used": "#007AFF", "property": "tint"}`).
struct CompletionItemData: Sendable, Hashable, JSONDecodable, JSONEncodable {
    var subject: CompletionItem.Subject

    init(_ subject: CompletionItem.Subject) {
        self.subject = subject
    }

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        if let owner = try fields.optionalString("owner") {
            let property = try fields.string("property")
            if let value = try fields.optionalString("value") {
                subject = .value(owner: owner, property: property, value: value)
            } else {
                subject = .property(owner: owner, name: property)
            }
        } else if let element = try fields.optionalString("element") {
            subject = .element(element)
        } else if let screen = try fields.optionalString("screen") {
            subject = .screen(screen)
        } else if let keyword = try fields.optionalString("keyword") {
            subject = .keyword(keyword)
        } else if let rule = try fields.optionalString("rule") {
            subject = .rule(rule)
        } else if let used = try fields.optionalString("used") {
            subject = .workspaceValue(property: try fields.string("property"), value: used)
        } else {
            throw InvalidParams("\(path) names no completion item of this server")
        }
    }

    var json: JSONValue {
        switch subject {
        case .keyword(let keyword): return ["keyword": .string(keyword)]
        case .element(let name): return ["element": .string(name)]
        case .property(let owner, let name): return ["owner": .string(owner), "property": .string(name)]
        case .value(let owner, let property, let value): return ["owner": .string(owner), "property": .string(property), "value": .string(value)]
        case .screen(let name): return ["screen": .string(name)]
        case .rule(let id): return ["rule": .string(id)]
        case .workspaceValue(let property, let value): return ["used": .string(value), "property": .string(property)]
        }
    }
}

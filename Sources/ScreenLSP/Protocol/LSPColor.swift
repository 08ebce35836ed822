import JSONRPC

/// LSP `Color`: channels from 0 to 1. A channel that is not a finite number is invalid
/// params; values outside 0...1 are clamped where they are used.
struct LSPColor: Sendable, Equatable, JSONDecodable, JSONEncodable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    init(red: Double, green: Double, blue: Double, alpha: Double) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    init(json: JSONValue, at path: String) throws(InvalidParams) {
        let fields = try JSONFields(json, at: path)
        func channel(_ name: String) throws(InvalidParams) -> Double {
            guard let value = fields.value(name)?.doubleValue, value.isFinite else { throw InvalidParams("\(fields.memberPath(name)) must be a number") }
            return value
        }
        red = try channel("red")
        green = try channel("green")
        blue = try channel("blue")
        alpha = try channel("alpha")
    }

    var json: JSONValue {
        ["red": .double(red), "green": .double(green), "blue": .double(blue), "alpha": .double(alpha)]
    }
}

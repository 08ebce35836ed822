/// A value worked out when it is first asked for, and then kept: the part that a finding's
/// message and its fixes share (a suggestion looked up in an index), which a finding that is
/// only counted (`RuleContext.countsOnly`) never asks for.
struct Deferred<Value> {
    private let make: () -> Value
    private var made: Value?

    init(_ make: @escaping () -> Value) {
        self.make = make
    }

    mutating func value() -> Value {
        if let made { return made }
        let value = make()
        made = value
        return value
    }
}

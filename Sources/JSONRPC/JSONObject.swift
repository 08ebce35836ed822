/// A JSON object that keeps its members in insertion order.
///
/// Order matters for readable, deterministic output; lookups are linear, which is cheaper than
/// hashing for the handful of members an LSP object has. Duplicate keys can only be built with
/// `append(key:_:)`; lookups then see the last one, as json-c does when it parses duplicates.
/// Equality compares members in order.
public struct JSONObject: Sendable, Equatable {
    public typealias Member = (key: String, value: JSONValue)

    /// The members in insertion order.
    public private(set) var members: [Member]

    public init() {
        members = []
    }

    public init(_ members: [Member]) {
        self.members = members
    }

    public var count: Int { members.count }
    public var isEmpty: Bool { members.isEmpty }
    public var keys: [String] { members.map(\.key) }

    /// The value of the last member named `key`. Setting replaces the first such member in
    /// place and drops later duplicates (json-c keeps the first position too), or appends a
    /// new member; setting nil removes every member named `key`.
    public subscript(key: String) -> JSONValue? {
        get {
            members.last(where: { $0.key == key })?.value
        }
        set {
            guard let newValue else {
                members.removeAll(where: { $0.key == key })
                return
            }
            guard let first = members.firstIndex(where: { $0.key == key }) else {
                members.append((key, newValue))
                return
            }
            members[first].value = newValue
            let rest = members[(first + 1)...].filter { $0.key != key }
            members.replaceSubrange((first + 1)..., with: rest)
        }
    }

    /// Appends without looking for an existing member (for callers that know keys are new).
    public mutating func append(key: String, _ value: JSONValue) {
        members.append((key, value))
    }

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.members.count == rhs.members.count
            && zip(lhs.members, rhs.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }
}

extension JSONObject: Sequence {
    public func makeIterator() -> IndexingIterator<[Member]> {
        members.makeIterator()
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// Literal members keep their written order; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init()
        for (key, value) in elements {
            self[key] = value
        }
    }
}

/// Every rule, in the order of rules.md.
public enum Rules {
    public static let all: [Rule] = [
        .syntaxError, .unknownComponent, .unknownProperty, .invalidValue, .misplacedComponent,
        .duplicateBar, .duplicateProperty, .unusedSuppression,
    ]

    public static let ids: Set<String> = Set(all.map(\.id))

    public static func rule(id: String) -> Rule? {
        all.first { $0.id == id }
    }
}

/// Every rule. Each lives in its own file in `Rules/`; `make generate` lists them in
/// `Rules+Registry.generated.swift`.
public enum Rules {
    /// By category in the order of rules.md, then by id.
    public static let all: [Rule] = registered.sorted {
        ($0.description.category, $0.id) < ($1.description.category, $1.id)
    }

    public static let ids: Set<String> = Set(all.map(\.id))

    public static func rule(id: String) -> Rule? {
        all.first { $0.id == id }
    }
}

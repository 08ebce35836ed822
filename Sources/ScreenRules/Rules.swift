/// Every rule. Each lives in its own file in `Rules/`; `make generate` lists them in
/// `Rules+Registry.generated.swift`.
public enum Rules {
    /// By category in the order of rules.md, then by id.
    public static let all: [Rule] = {
        // The rules' places are sorted, by keys read once: a rule is a large value, and a sort
        // that moved the rules, or read their keys in every comparison, copied them thousands
        // of times.
        let keys = registered.map { (category: $0.description.category, id: $0.id) }
        return keys.indices.sorted { (keys[$0].category, keys[$0].id) < (keys[$1].category, keys[$1].id) }.map { registered[$0] }
    }()

    public static let ids: Set<String> = Set(all.map(\.id))

    public static func rule(id: String) -> Rule? {
        all.first { $0.id == id }
    }
}

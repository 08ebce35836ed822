/// Every rule. Each lives in its own file in `Rules/`; `make generate` lists them in
/// `Rules+Registry.generated.swift`.
public enum Rules {
    /// By category in the order of rules.md, then by id.
    public static let all: [Rule] = registered
        // Each rule's keys read once: a comparison that read them cost thousands of
        // instructions, and the first check of a process waited for the sort.
        .map { (category: $0.description.category, id: $0.id, rule: $0) }
        .sorted { ($0.category, $0.id) < ($1.category, $1.id) }
        .map(\.rule)

    public static let ids: Set<String> = Set(all.map(\.id))

    public static func rule(id: String) -> Rule? {
        all.first { $0.id == id }
    }
}

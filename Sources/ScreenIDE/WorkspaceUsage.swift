import ScreenSupport
import ScreenRules
import ScreenSyntax

/// What a workspace's files use, counted for completion's ordering: components per container
/// (`screen` or an element's name), color literals, and the strings written for each
/// property. One file's counts are kept until its text changes.
struct WorkspaceUsage: Sendable {
    var components: [String: [String: Int]] = [:]
    /// By the literal's upper-case text.
    var colors: [String: Int] = [:]
    /// String literals as written (quotes included), by property name.
    var strings: [String: [String: Int]] = [:]

    /// The counts of one file, in one walk over its nodes.
    init(tree: SyntaxTree) {
        for node in tree.preorder {
            switch tree.kind(of: node) {
            case .element:
                let element = ElementSyntax(tree: tree, id: node)
                guard let block = tree.parent(of: node), let owner = tree.parent(of: block) else { continue }
                let container: String
                switch tree.kind(of: owner) {
                case .element: container = String(ElementSyntax(tree: tree, id: owner).name)
                case .screenDeclaration: container = "screen"
                default: continue
                }
                components[container, default: [:]][String(element.name), default: 0] += 1
            case .colorValue:
                let token = tree.tokenRange(of: node).lowerBound
                guard ColorLiteral(tree.bytes(ofToken: token)).isValid else { continue }
                colors[tree.string(ofToken: token).uppercased(), default: 0] += 1
            case .stringValue:
                guard let property = tree.parent(of: node), tree.kind(of: property) == .property else { continue }
                let token = tree.tokenRange(of: node).lowerBound
                guard tree.tokens.kinds[token] == .string else { continue }
                strings[String(PropertySyntax(tree: tree, id: property).name), default: [:]][tree.string(ofToken: token), default: 0] += 1
            default:
                continue
            }
        }
    }

    init() {}

    mutating func add(_ other: WorkspaceUsage) {
        for (container, counts) in other.components { components[container, default: [:]].merge(counts, uniquingKeysWith: +) }
        colors.merge(other.colors, uniquingKeysWith: +)
        for (property, counts) in other.strings { strings[property, default: [:]].merge(counts, uniquingKeysWith: +) }
    }
}

/// Each file's usage counts, stamped with the file generation they were made for, and their
/// sum. The counts only order completions and suggest values, so a long file being typed in
/// keeps slightly old counts: they are made again once its text is `refreshInterval` changes
/// newer, so that typing in a 10,000-line file does not walk it at every keystroke.
final class WorkspaceUsageCache: @unchecked Sendable {
    static let refreshInterval = 32
    /// Files at most this long are counted again at every change (a walk takes microseconds).
    static let smallFile = 64 << 10

    private let lock = Mutex()
    /// Guarded by `lock`.
    private var entries: [String: (generation: Int, usage: WorkspaceUsage)] = [:]
    /// Guarded by `lock`: the sum of `entries` and the generations it was made of.
    private var total: (generations: [String: Int], usage: WorkspaceUsage)?

    /// The workspace's counts: each file's, made again where its text is new enough.
    func usage(of files: [String: FileAnalysis], generations: [String: Int]) -> WorkspaceUsage {
        lock.withLock {
            var used: [String: Int] = [:]
            for (key, file) in files {
                let generation = generations[key] ?? 0
                if let entry = entries[key], entry.generation == generation
                    || (file.tree.source.count > Self.smallFile && generation - entry.generation < Self.refreshInterval) {
                    used[key] = entry.generation
                    continue
                }
                entries[key] = (generation, WorkspaceUsage(tree: file.tree))
                used[key] = generation
            }
            if let total, total.generations == used { return total.usage }
            entries = entries.filter { used[$0.key] != nil }
            var sum = WorkspaceUsage()
            for entry in entries.values { sum.add(entry.usage) }
            total = (used, sum)
            return sum
        }
    }
}

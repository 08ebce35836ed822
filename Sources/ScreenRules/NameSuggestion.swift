/// The nearest known name to a misspelt one, for "did you mean" messages.
enum NameSuggestion {
    /// The closest candidate by edit distance, ignoring case, if it is close enough to be a
    /// plausible typo.
    static func nearest(to name: String, in candidates: [String]) -> String? {
        let lowered = Array(name.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, Array(candidate.lowercased()))
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best, best.distance <= max(2, lowered.count / 3) else { return nil }
        return best.name
    }

    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

/// Candidates indexed for the nearest within two edits, ignoring case: each candidate is filed
/// under every text made from it by deleting up to two characters, and two names within two
/// edits of each other share such a text. A query looks up its own deletions, so its cost
/// does not grow with the number of candidates, as a comparison with each would.
struct NameSuggestionIndex: Sendable {
    /// Edits allowed between a name and its suggestion.
    static let maximumDistance = 2

    private let candidates: [String]
    private let folded: [[Character]]
    private let byDeletion: [String: [Int]]

    /// `candidates` in the order ties are settled in: the first of the nearest wins.
    init(_ candidates: [String]) {
        self.candidates = candidates
        folded = candidates.map { Array($0.lowercased()) }
        var byDeletion: [String: [Int]] = [:]
        for (index, name) in folded.enumerated() {
            for deletion in Self.deletions(of: name) { byDeletion[deletion, default: []].append(index) }
        }
        self.byDeletion = byDeletion
    }

    /// The nearest candidate within two edits; of several, the first.
    func nearest(to name: String) -> String? {
        let lowered = Array(name.lowercased())
        var seen: Set<Int> = []
        var best: (index: Int, distance: Int)?
        for deletion in Self.deletions(of: lowered) {
            for index in byDeletion[deletion] ?? [] where seen.insert(index).inserted {
                let distance = NameSuggestion.editDistance(lowered, folded[index])
                guard distance <= Self.maximumDistance else { continue }
                if best == nil || (distance, index) < (best!.distance, best!.index) { best = (index, distance) }
            }
        }
        return best.map { candidates[$0.index] }
    }

    /// The texts made by deleting none, one or two characters, each once.
    private static func deletions(of name: [Character]) -> Set<String> {
        var texts: Set<String> = [String(name)]
        for first in name.indices {
            var once = name
            once.remove(at: first)
            texts.insert(String(once))
            for second in once.indices where second >= first {
                var twice = once
                twice.remove(at: second)
                texts.insert(String(twice))
            }
        }
        return texts
    }
}

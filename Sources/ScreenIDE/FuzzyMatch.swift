/// How well a query matches a name, for workspace symbols: the query's characters must
/// appear in the name in order, ignoring case. Higher is better: an exact name first, then
/// a prefix, then matches on word starts (`AD` in `AccountDetail`) and runs of consecutive
/// characters, then scattered ones.
enum FuzzyMatch {
    /// The score of `name` for `query`, nil when it does not match. An empty query matches
    /// every name equally.
    static func score(_ query: String, _ name: String) -> Int? {
        let pattern = Array(query.unicodeScalars)
        let candidate = Array(name.unicodeScalars)
        guard !pattern.isEmpty else { return 0 }
        guard pattern.count <= candidate.count else { return nil }
        let folded = pattern.map(fold)
        let foldedCandidate = candidate.map(fold)
        if pattern == candidate { return exactScore }
        if folded == foldedCandidate { return exactScore - 1 }
        if foldedCandidate.starts(with: folded) {
            return prefixScore + (candidate.starts(with: pattern) ? 1 : 0) - (candidate.count - pattern.count)
        }
        // The best alignment, by dynamic programming over (query character, name character);
        // long names fall back to the leftmost alignment so that the cost stays bounded.
        if pattern.count * candidate.count > 1 << 16 {
            return greedyScore(pattern, folded, candidate, foldedCandidate)
        }
        return alignedScore(pattern, folded, candidate, foldedCandidate)
    }

    private static let exactScore = 1_000_000
    private static let prefixScore = 500_000
    private static let wordStartBonus = 8
    private static let consecutiveBonus = 5
    private static let sameCaseBonus = 1

    private static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        scalar.properties.lowercaseMapping.unicodeScalars.first ?? scalar
    }

    /// Whether the name's `index`th character starts a word: the first, an upper-case letter
    /// after a lower-case one, or one after `_` or a digit run.
    private static func isWordStart(_ candidate: [Unicode.Scalar], _ index: Int) -> Bool {
        guard index > 0 else { return true }
        let previous = candidate[index - 1], current = candidate[index]
        if previous == "_" { return current != "_" }
        if current.properties.isUppercase && !previous.properties.isUppercase { return true }
        return previous.properties.numericType != nil && current.properties.numericType == nil
    }

    private static func characterScore(_ pattern: [Unicode.Scalar], _ candidate: [Unicode.Scalar], _ i: Int, _ j: Int) -> Int {
        1 + (isWordStart(candidate, j) ? wordStartBonus : 0) + (pattern[i] == candidate[j] ? sameCaseBonus : 0)
    }

    private static func alignedScore(_ pattern: [Unicode.Scalar], _ folded: [Unicode.Scalar], _ candidate: [Unicode.Scalar], _ foldedCandidate: [Unicode.Scalar]) -> Int? {
        let unmatched = Int.min / 2
        // best[j]: the best score with the current query character matched at name index j.
        var previous = [Int](repeating: unmatched, count: candidate.count)
        for i in pattern.indices {
            var current = [Int](repeating: unmatched, count: candidate.count)
            // The best score of the previous character matched anywhere before j - 1.
            var bestBefore = unmatched
            for j in candidate.indices {
                if i > 0, j >= 2 { bestBefore = max(bestBefore, previous[j - 2]) }
                guard folded[i] == foldedCandidate[j] else { continue }
                let own = characterScore(pattern, candidate, i, j)
                if i == 0 {
                    current[j] = own - j
                } else {
                    let adjacent = j >= 1 && previous[j - 1] > unmatched ? previous[j - 1] + own + consecutiveBonus : unmatched
                    let apart = bestBefore > unmatched ? bestBefore + own - 1 : unmatched
                    current[j] = max(adjacent, apart)
                }
            }
            previous = current
        }
        let best = previous.max() ?? unmatched
        return best > unmatched ? best - (candidate.count - pattern.count) : nil
    }

    private static func greedyScore(_ pattern: [Unicode.Scalar], _ folded: [Unicode.Scalar], _ candidate: [Unicode.Scalar], _ foldedCandidate: [Unicode.Scalar]) -> Int? {
        var score = 0
        var j = 0
        var last = -2
        for i in pattern.indices {
            while j < candidate.count, foldedCandidate[j] != folded[i] { j += 1 }
            guard j < candidate.count else { return nil }
            score += characterScore(pattern, candidate, i, j) + (j == last + 1 ? consecutiveBonus : -1)
            last = j
            j += 1
        }
        return score - (candidate.count - pattern.count)
    }
}

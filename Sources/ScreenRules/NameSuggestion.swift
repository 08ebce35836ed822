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

    /// The nearest candidate, and whether it is the only plausible one (no other candidate is
    /// close enough to be meant): a fix to it is then safe to apply unseen.
    static func nearestWithCertainty(to name: String, in candidates: [String]) -> (name: String, isUnambiguous: Bool)? {
        guard let best = nearest(to: name, in: candidates) else { return nil }
        return (best, nearest(to: name, in: candidates.filter { $0 != best }) == nil)
    }

    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
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

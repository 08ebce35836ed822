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

/// Candidates indexed for the nearest within two edits, ignoring case: each candidate is filed
/// under every text made from it by deleting up to two characters, and two names within two
/// edits of each other share such a text. A query looks up its own deletions, so its cost
/// does not grow with the number of candidates, as a comparison with each would. Texts are
/// filed by a 64-bit hash, so that no string is made for them; a collision only adds a
/// candidate, whose distance is then computed exactly.
struct NameSuggestionIndex: Sendable {
    /// Edits allowed between a name and its suggestion.
    static let maximumDistance = 2

    private let candidates: [String]
    /// Each candidate's characters, lowercased, as hashes: compared as numbers, not as
    /// grapheme clusters.
    private let folded: [[UInt64]]
    /// Hashes of the deletions of every candidate, each with the candidate's index and how
    /// many characters were deleted, sorted.
    private let entries: [Entry]

    private struct Entry {
        let hash: UInt64
        let candidate: Int32
        let deletions: Int32
    }

    /// `candidates` in the order ties are settled in: the first of the nearest wins.
    init(_ candidates: [String]) {
        self.candidates = candidates
        folded = candidates.map { $0.lowercased().map(Self.characterHash) }
        var entries: [Entry] = []
        var hashes: [(hash: UInt64, deletions: Int)] = []
        for (index, name) in folded.enumerated() {
            Self.deletionHashes(of: name, into: &hashes)
            for (hash, deletions) in hashes { entries.append(Entry(hash: hash, candidate: Int32(index), deletions: Int32(deletions))) }
        }
        entries.sort { ($0.hash, $0.candidate) < ($1.hash, $1.candidate) }
        self.entries = entries
    }

    /// The nearest candidate within two edits; of several, the first. Names one edit away
    /// share a text made by deleting at most one character from each, which few names do, so
    /// they are looked for first; only when there is none are two edits tried (names that
    /// are numbered alike have many neighbours two edits away).
    func nearest(to name: String) -> String? {
        let lowered = name.lowercased().map(Self.characterHash)
        var hashes: [(hash: UInt64, deletions: Int)] = []
        Self.deletionHashes(of: lowered, into: &hashes)
        for limit in 1...Self.maximumDistance {
            var seen: Set<Int32> = []
            var best: (index: Int, distance: Int)?
            for (hash, deletions) in hashes where deletions <= limit {
                var position = firstEntry(atLeast: hash)
                while position < entries.count, entries[position].hash == hash {
                    let entry = entries[position]
                    position += 1
                    guard entry.deletions <= limit, seen.insert(entry.candidate).inserted else { continue }
                    let index = Int(entry.candidate)
                    guard let distance = Self.distance(lowered, folded[index], atMost: limit) else { continue }
                    if best == nil || (distance, index) < (best!.distance, best!.index) { best = (index, distance) }
                }
            }
            if let best { return candidates[best.index] }
        }
        return nil
    }

    private func firstEntry(atLeast hash: UInt64) -> Int {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].hash < hash { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The edit distance of two names, if it is at most `limit`; rows stop once every cell
    /// of one is over it.
    private static func distance(_ a: [UInt64], _ b: [UInt64], atMost limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                rowMinimum = min(rowMinimum, current[j])
            }
            guard rowMinimum <= limit else { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }

    /// The hashes of the texts made by deleting none, one or two characters, each once with
    /// the fewest deletions that make it.
    private static func deletionHashes(of characters: [UInt64], into hashes: inout [(hash: UInt64, deletions: Int)]) {
        hashes.removeAll(keepingCapacity: true)
        func hash(skipping first: Int, _ second: Int) -> UInt64 {
            var value: UInt64 = 0xcbf2_9ce4_8422_2325
            for (index, character) in characters.enumerated() where index != first && index != second {
                value = (value ^ character) &* 0x100_0000_01b3
            }
            return value
        }
        hashes.append((hash(skipping: -1, -1), 0))
        for first in characters.indices {
            hashes.append((hash(skipping: first, -1), 1))
            for second in characters.indices where second > first {
                hashes.append((hash(skipping: first, second), 2))
            }
        }
        hashes.sort { ($0.hash, $0.deletions) < ($1.hash, $1.deletions) }
        var unique = 0
        for index in hashes.indices where unique == 0 || hashes[unique - 1].hash != hashes[index].hash {
            hashes[unique] = hashes[index]
            unique += 1
        }
        hashes.removeLast(hashes.count - unique)
    }

    /// A character's hash: FNV-1a of its scalars, so that equal characters hash alike.
    private static func characterHash(_ character: Character) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for scalar in character.unicodeScalars {
            value = (value ^ UInt64(scalar.value)) &* 0x100_0000_01b3
        }
        return value
    }
}

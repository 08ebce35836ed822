import ScreenSupport

/// The nearest known name to a misspelt one, for "did you mean" messages.
///
/// The cost of one suggestion is bounded whatever the input: names longer than
/// `longestComparedName` get none, only candidates whose length is within the distance
/// allowed are looked at (they are indexed by length), at most `candidatesConsidered` of them,
/// those whose characters differ too much are passed over on their counts alone, and each
/// comparison stops as soon as it exceeds the best distance so far. So a workspace of
/// thousands of unresolved names, or a settings file of thousands of unknown keys, costs time
/// in proportion to its size.
public struct NameSuggestion: Sendable {
    /// Names longer than this are not compared: no one misspells a 65-character name.
    public static let longestComparedName = 64
    /// The most candidates one suggestion looks at (their character counts), nearest in
    /// length first, and the most of those it compares in full.
    public static let candidatesConsidered = 1_000
    public static let candidatesCompared = 200

    private struct Candidate: Sendable {
        let name: String
        let lowered: [Character]
        /// The place in the list given, which breaks ties as the list orders them.
        let order: Int
        let histogram: [Int16]
    }

    /// How often each letter, digit or other character occurs: the difference of two
    /// histograms bounds the edit distance from below, cheaply.
    private static func histogram(_ characters: [Character]) -> [Int16] {
        var counts = [Int16](repeating: 0, count: 37)
        for character in characters {
            guard let ascii = character.asciiValue else { counts[36] &+= 1; continue }
            switch ascii {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): counts[Int(ascii - UInt8(ascii: "a"))] &+= 1
            case UInt8(ascii: "0")...UInt8(ascii: "9"): counts[26 + Int(ascii - UInt8(ascii: "0"))] &+= 1
            default: counts[36] &+= 1
            }
        }
        return counts
    }

    /// A lower bound of the edit distance: characters one has more of must be changed or removed.
    private static func histogramDistance(_ a: [Int16], _ b: [Int16]) -> Int {
        var surplus = 0, deficit = 0
        for index in 0..<37 {
            let difference = Int(a[index]) - Int(b[index])
            if difference > 0 { surplus += difference } else { deficit -= difference }
        }
        return max(surplus, deficit)
    }

    /// Candidates by their lowered length; longer names are left out.
    private let byLength: [[Candidate]]

    public init(_ candidates: [String]) {
        var byLength = [[Candidate]](repeating: [], count: Self.longestComparedName + 1)
        for (order, name) in candidates.enumerated() {
            let lowered = Array(name.lowercased())
            guard lowered.count <= Self.longestComparedName else { continue }
            byLength[lowered.count].append(Candidate(name: name, lowered: lowered, order: order, histogram: Self.histogram(lowered)))
        }
        self.byLength = byLength
    }

    /// The closest candidate by edit distance, ignoring case, if it is close enough to be a
    /// plausible typo; `excluding` is passed over.
    public func nearest(to name: String, excluding excluded: String? = nil) -> String? {
        // A name longer than any compared one cannot be near one: check before lowering all.
        guard name.utf8.count <= 4 * Self.longestComparedName else { return nil }
        let lowered = Array(name.lowercased())
        guard lowered.count <= Self.longestComparedName else { return nil }
        let allowed = max(2, lowered.count / 3)
        let histogram = Self.histogram(lowered)
        var best: (candidate: Candidate, distance: Int)?
        var considered = 0, compared = 0
        // Lengths nearest the name's first: a candidate differs by at least its length gap.
        search: for gap in 0...allowed {
            for length in (gap == 0 ? [lowered.count] : [lowered.count - gap, lowered.count + gap]) where length >= 0 && length < byLength.count {
                if let best, gap > best.distance { break search }
                for candidate in byLength[length] where candidate.name != excluded {
                    guard considered < Self.candidatesConsidered, compared < Self.candidatesCompared else { break search }
                    considered += 1
                    let limit = min(allowed, best?.distance ?? allowed)
                    guard Self.histogramDistance(histogram, candidate.histogram) <= limit else { continue }
                    compared += 1
                    guard let distance = Self.editDistance(lowered, candidate.lowered, atMost: limit) else { continue }
                    if let current = best, distance > current.distance || (distance == current.distance && candidate.order > current.candidate.order) {
                        continue
                    }
                    best = (candidate, distance)
                }
            }
        }
        return best?.candidate.name
    }

    /// The nearest of `candidates` to `name`; see `nearest(to:)`. For the catalog's short
    /// lists (components, properties, values): each list's index is made once (`shared(_:)`).
    static func nearest(to name: String, in candidates: [String]) -> String? {
        shared(candidates).nearest(to: name)
    }

    /// The nearest candidate, and whether it is the only plausible one (no other candidate is
    /// close enough to be meant): a fix to it is then safe to apply unseen.
    static func nearestWithCertainty(to name: String, in candidates: [String]) -> (name: String, isUnambiguous: Bool)? {
        let index = shared(candidates)
        guard let best = index.nearest(to: name) else { return nil }
        return (best, index.nearest(to: name, excluding: best) == nil)
    }

    /// The index of `candidates`, kept for the next suggestion from the same list: a file with
    /// many misspelt properties would otherwise lower and count the same names for each one.
    /// Only so many lists are kept, so that lists made from a user's text cannot grow it.
    static func shared(_ candidates: [String]) -> NameSuggestion {
        let key = candidates.joined(separator: "\u{0}")
        if let index = sharedIndexes.withLock({ $0[key] }) { return index }
        let index = NameSuggestion(candidates)
        sharedIndexes.withLock { indexes in
            if indexes.count >= sharedIndexLimit { indexes.removeAll(keepingCapacity: true) }
            indexes[key] = index
        }
        return index
    }

    private static let sharedIndexLimit = 256
    private static let sharedIndexes = Locked<[String: NameSuggestion]>([:])

    /// The edit distance of `a` and `b` if it is at most `limit`, else nil. Only the band of
    /// cells within `limit` of the diagonal is computed, and a row whose cells all exceed it
    /// ends the comparison.
    static func editDistance(_ a: [Character], _ b: [Character], atMost limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let beyond = limit + 1
        var previous = (0...b.count).map { $0 <= limit ? $0 : beyond }
        var current = [Int](repeating: beyond, count: b.count + 1)
        for i in 1...a.count {
            let low = max(1, i - limit), high = min(b.count, i + limit)
            current[0] = i <= limit ? i : beyond
            if low > 1 { current[low - 1] = beyond }
            var rowMinimum = current[0]
            if low <= high {
                for j in low...high {
                    let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                    let value = min(previous[j] + 1, current[j - 1] + 1, substitution, beyond)
                    current[j] = value
                    rowMinimum = min(rowMinimum, value)
                }
            }
            if high < b.count { current[high + 1] = beyond }
            guard rowMinimum <= limit else { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
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
    /// One key for each deletion of each candidate, sorted: the deletion's hash in the high
    /// bits, then how many characters were deleted, then the candidate's index. Plain
    /// integers sort many times faster than structures compared by a closure (17,000 names
    /// make over a million keys). Hashes cut to their high bits collide a little more often,
    /// and a collision only adds a candidate whose distance is then computed exactly.
    private let keys: [UInt64]
    /// How the keys are laid out: the candidate's index in the low `candidateBits`, the
    /// deletions in the two above, the hash's high bits above those.
    private let candidateBits: Int
    private var hashShift: UInt64 { UInt64(candidateBits + Self.deletionBits) }
    private static let deletionBits = 2
    /// Where each bucket's keys start, a bucket being the keys that share their top
    /// `bucketBits` bits (and so the high bits of their hash): a look-up reads a few keys of
    /// one bucket, not a binary search over all of them, whose array outgrows the caches
    /// (32,000 names make 4.8 million keys).
    private let bucketStarts: [Int]
    private let bucketBits: Int

    /// `candidates` in the order ties are settled in: the first of the nearest wins.
    init(_ candidates: [String]) {
        self.candidates = candidates
        folded = candidates.map { $0.lowercased().map(Self.characterHash) }
        // As many bits as the largest index needs: the fewer, the more are left to the hash.
        candidateBits = max(1, Int.bitWidth - max(candidates.count - 1, 0).leadingZeroBitCount)
        var keys: [UInt64] = []
        keys.reserveCapacity(folded.reduce(0) { $0 + 1 + $1.count + $1.count * ($1.count - 1) / 2 })
        var hashes: [(hash: UInt64, deletions: Int)] = []
        for (index, name) in folded.enumerated() {
            // A text made in several ways (deleting either of two equal characters) comes
            // out as equal keys, which the sort puts side by side: one pass drops them after,
            // instead of a sort per name. Numbered names repeat digits, and each copy left
            // in would be visited by every look-up of that text.
            Self.deletionHashes(of: name, into: &hashes, unique: false)
            for (hash, deletions) in hashes { keys.append(Self.key(hash: hash, deletions: deletions, candidate: index, candidateBits: candidateBits)) }
        }
        Self.sortInLinearTime(&keys)
        var unique = 0
        for key in keys where unique == 0 || keys[unique - 1] != key {
            keys[unique] = key
            unique += 1
        }
        keys.removeLast(keys.count - unique)
        self.keys = keys
        // About eight keys a bucket, and never more bits than the hash keeps.
        let bucketBits = max(1, min(64 - (candidateBits + Self.deletionBits), Int.bitWidth - keys.count.leadingZeroBitCount - 3))
        var bucketStarts = [Int](repeating: 0, count: (1 << bucketBits) + 1)
        for key in keys { bucketStarts[Int(key >> UInt64(64 - bucketBits)) + 1] += 1 }
        for bucket in 1..<bucketStarts.count { bucketStarts[bucket] += bucketStarts[bucket - 1] }
        self.bucketBits = bucketBits
        self.bucketStarts = bucketStarts
    }

    /// Sorts `keys` by their value: a radix sort, 16 bits a pass, for long arrays (a
    /// comparison sort of the 4.8 million keys of 32,000 names made the index grow faster
    /// than the names), the standard sort for short ones.
    static func sortInLinearTime(_ keys: inout [UInt64]) {
        guard keys.count > 4_096 else {
            keys.sort()
            return
        }
        // The passes go through buffer pointers: with the arrays' bounds and uniqueness
        // checked at every access, a key cost several times the instructions.
        var buffer = [UInt64](repeating: 0, count: keys.count)
        var counts = [Int](repeating: 0, count: 1 << 16)
        var sortedIntoBuffer = false
        keys.withUnsafeMutableBufferPointer { keys in
            buffer.withUnsafeMutableBufferPointer { buffer in
                counts.withUnsafeMutableBufferPointer { counts in
                    var source = keys, destination = buffer
                    for shift in stride(from: UInt64(0), to: 64, by: 16) {
                        counts.update(repeating: 0)
                        for key in source { counts[Int((key >> shift) & 0xFFFF)] += 1 }
                        // A pass in which every key has the same digit (the first key's, then)
                        // leaves the order as it is.
                        if counts[Int((source[0] >> shift) & 0xFFFF)] == source.count { continue }
                        var start = 0
                        for digit in counts.indices {
                            let count = counts[digit]
                            counts[digit] = start
                            start += count
                        }
                        for key in source {
                            let digit = Int((key >> shift) & 0xFFFF)
                            destination[counts[digit]] = key
                            counts[digit] += 1
                        }
                        swap(&source, &destination)
                        sortedIntoBuffer.toggle()
                    }
                }
            }
        }
        if sortedIntoBuffer { swap(&keys, &buffer) }
    }

    private static func key(hash: UInt64, deletions: Int, candidate: Int, candidateBits: Int) -> UInt64 {
        let hashShift = UInt64(candidateBits + deletionBits)
        return (hash >> hashShift) << hashShift | UInt64(deletions) << UInt64(candidateBits) | UInt64(candidate)
    }

    /// The nearest candidate within two edits; of several, the first. Names one edit away
    /// share a text made by deleting at most one character from each, which few names do, so
    /// they are looked for first; only when there is none are two edits tried (names that
    /// are numbered alike have many neighbours two edits away).
    func nearest(to name: String) -> String? {
        let lowered = name.lowercased().map(Self.characterHash)
        var hashes: [(hash: UInt64, deletions: Int)] = []
        Self.deletionHashes(of: lowered, into: &hashes, unique: true)
        let candidateMask = UInt64(1) << UInt64(candidateBits) - 1
        for limit in 1...Self.maximumDistance {
            var seen: Set<Int> = []
            var best: (index: Int, distance: Int)?
            for (hash, deletions) in hashes where deletions <= limit {
                let filed = hash >> hashShift
                var position = firstKey(atLeast: filed << hashShift)
                while position < keys.count, keys[position] >> hashShift == filed {
                    let key = keys[position]
                    position += 1
                    let index = Int(key & candidateMask)
                    guard Int(key >> UInt64(candidateBits)) & (1 << Self.deletionBits - 1) <= limit, seen.insert(index).inserted else { continue }
                    guard let distance = Self.distance(lowered, folded[index], atMost: limit) else { continue }
                    if best == nil || (distance, index) < (best!.distance, best!.index) { best = (index, distance) }
                }
            }
            if let best { return candidates[best.index] }
        }
        return nil
    }

    /// The first key at or after `key`, within the bucket of `key`.
    private func firstKey(atLeast key: UInt64) -> Int {
        let bucket = Int(key >> UInt64(64 - bucketBits))
        var low = bucketStarts[bucket]
        var high = bucketStarts[bucket + 1]
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
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

    /// The hashes of the texts made by deleting none, one or two characters: each once, with
    /// the fewest deletions that make it, when `unique`; else once for each way it is made.
    private static func deletionHashes(of characters: [UInt64], into hashes: inout [(hash: UInt64, deletions: Int)], unique: Bool) {
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
        guard unique else { return }
        hashes.sort { ($0.hash, $0.deletions) < ($1.hash, $1.deletions) }
        var kept = 0
        for index in hashes.indices where kept == 0 || hashes[kept - 1].hash != hashes[index].hash {
            hashes[kept] = hashes[index]
            kept += 1
        }
        hashes.removeLast(hashes.count - kept)
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

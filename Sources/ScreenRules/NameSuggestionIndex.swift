import ScreenSupport

/// Candidates indexed for the nearest within two edits, ignoring case: each candidate is filed
/// under every text made from it by deleting up to two characters (the texts of two deletions once
/// a query needs them), and two names within two edits of each other share such a text. A query
/// looks up its own deletions, so its cost does not grow with the number of candidates, as a
/// comparison with each would. Texts are filed by a 64-bit hash, so that no string is made for
/// them; a collision only adds a candidate, whose distance is then computed exactly.
struct NameSuggestionIndex: Sendable {
    /// Edits allowed between a name and its suggestion.
    static let maximumDistance = 2

    /// Names longer than this are not indexed, and queries longer than it by more than the
    /// distance allowed find nothing: a name of n characters is filed under n²/2 texts, and
    /// no one misspells a 65-character name.
    static let longestIndexedName = NameSuggestion.longestComparedName

    /// The indexed candidates, in the order given; ties are settled by their order as strings.
    private let candidates: [String]
    /// The candidates' characters, lowercased, as numbers (`CharacterCodes`), one after
    /// another; candidate i's are `folded[foldedStarts[i]..<foldedStarts[i + 1]]`.
    private let folded: [UInt32]
    private let foldedStarts: [UInt32]
    private let codes: CharacterCodes

    /// The texts of no deletion or one, n + 1 of a name of n characters: made with the index,
    /// they find the names one edit away, as a typo's nearest usually is.
    private let near: DeletionTable
    /// The texts of two deletions, n²/2 of a name and most of the index's work: made when a
    /// query first finds no name one edit away, by the thread that asks (another that asks
    /// meanwhile waits for them).
    private let far = Locked<DeletionTable?>(nil)

    /// `candidates` in any order: of the nearest, the least as a string wins (then the first
    /// given, of names equal as strings), so that the workspace's names need no sort first.
    init(_ candidates: [String]) {
        var kept: [String] = []
        kept.reserveCapacity(candidates.count)
        var folded: [UInt32] = []
        var foldedStarts: [UInt32] = [0]
        var codes = CharacterCodes()
        // The index of a candidate must leave room for the deletions in a 32-bit key; a
        // quarter of a billion names would not fit in memory anyway.
        for name in candidates where kept.count < 1 << 28 && name.utf8.count <= 4 * Self.longestIndexedName {
            let count = codes.appendNumbering(ofLowercased: name, to: &folded)
            guard count <= Self.longestIndexedName else {
                folded.removeLast(count)
                continue
            }
            kept.append(name)
            foldedStarts.append(UInt32(folded.count))
        }
        self.candidates = kept
        // The largest table of the index after its keys, held for the whole check.
        folded = folded.exactlySized()
        self.folded = folded
        self.codes = codes
        self.foldedStarts = foldedStarts
        near = DeletionTable(folded: folded, starts: foldedStarts, deletions: 0...1)
    }

    /// Whether the texts of two deletions have been made (for tests).
    var hasTwoDeletionTexts: Bool { far.withLock { $0 != nil } }

    /// The texts of two deletions, made on first use.
    private var farTable: DeletionTable {
        far.withLock { table in
            if let table { return table }
            let made = DeletionTable(folded: folded, starts: foldedStarts, deletions: 2...2)
            table = made
            return made
        }
    }

    /// The texts of some numbers of deletions of every candidate, each filed as a 32-bit key.
    private struct DeletionTable: Sendable {
        /// One key for each text filed, grouped in buckets by the top bits of the text's hash
        /// and sorted within each (`KeyLayout`). A bucket's bits are where the key is, not in
        /// it, so the keys take half the room of 64-bit keys that hold them (17,000 names make
        /// over a million keys); the hash bits left out only make a collision, a candidate
        /// compared for nothing, a little likelier.
        let keys: [UInt32]
        /// Where each bucket's keys start; about sixteen keys a bucket, so that the table is a
        /// sixteenth of the keys' size, and a look-up's binary search takes four steps.
        let bucketStarts: [UInt32]
        let layout: KeyLayout

        /// Files the texts made by deleting `deletions` characters from each candidate, whose
        /// characters are `folded[starts[i]..<starts[i + 1]]`.
        init(folded: [UInt32], starts foldedStarts: [UInt32], deletions: ClosedRange<Int>) {
            let candidates = foldedStarts.count - 1
            var keyCount = 0
            for index in 0..<candidates {
                // At most: a name of repeated characters makes fewer texts.
                let count = Int(foldedStarts[index + 1] - foldedStarts[index])
                for deleted in deletions { keyCount += NameSuggestionIndex.texts(of: count, deleting: deleted) }
            }
            let layout = KeyLayout(candidates: candidates, keys: keyCount)
            // The hash's two low bits are free to carry a text's deletions below.
            assert(layout.bucketBits + layout.hashBits <= 62)
            self.layout = layout
            // The texts' hashes are made once, in order, each with its number of deletions in
            // its two low bits (which no key holds: a key takes the hash's top bits), and where
            // each candidate's end; then one pass counts each bucket's keys and another puts
            // them in place, so that the keys' array has the size of the texts made (a sort of
            // 64-bit keys needed a second array as large as the hashes).
            // The tables are written through buffer pointers: an array written inside the
            // closure each text is handed to was checked for a unique owner at every text.
            var hashes = [UInt64](repeating: 0, count: keyCount)
            var ends = [Int](repeating: 0, count: candidates)
            var made = 0
            folded.withUnsafeBufferPointer { folded in
                hashes.withUnsafeMutableBufferPointer { hashes in
                    ends.withUnsafeMutableBufferPointer { ends in
                        for index in 0..<candidates {
                            let characters = UnsafeBufferPointer(rebasing: folded[Int(foldedStarts[index])..<Int(foldedStarts[index + 1])])
                            NameSuggestionIndex.forEachDeletionHash(of: characters, deleting: deletions) { hash, deleted in
                                hashes[made] = hash & ~3 | UInt64(deleted)
                                made += 1
                            }
                            ends[index] = made
                        }
                    }
                }
            }
            var starts = [UInt32](repeating: 0, count: layout.bucketCount + 1)
            hashes.withUnsafeBufferPointer { hashes in
                starts.withUnsafeMutableBufferPointer { starts in
                    for hash in hashes[..<made] { starts[layout.bucket(of: hash) + 1] += 1 }
                }
            }
            for bucket in 1..<starts.count { starts[bucket] += starts[bucket - 1] }
            var keys = [UInt32](repeating: 0, count: Int(starts[layout.bucketCount]))
            var next = starts
            hashes.withUnsafeBufferPointer { hashes in
                keys.withUnsafeMutableBufferPointer { keys in
                    next.withUnsafeMutableBufferPointer { next in
                        var position = 0
                        for index in 0..<candidates {
                            while position < ends[index] {
                                let hash = hashes[position]
                                position += 1
                                let bucket = layout.bucket(of: hash)
                                keys[Int(next[bucket])] = layout.key(hash: hash, deletions: Int(hash & 3), candidate: index)
                                next[bucket] += 1
                            }
                        }
                    }
                }
            }
            keys.withUnsafeMutableBufferPointer { keys in
                for bucket in 0..<layout.bucketCount {
                    NameSuggestionIndex.sort(UnsafeMutableBufferPointer(rebasing: keys[Int(starts[bucket])..<Int(starts[bucket + 1])]))
                }
            }
            self.keys = keys
            bucketStarts = starts
        }

        /// Each candidate filed under a text of that hash with at most `limit` deletions.
        func forEachCandidate(filedUnder hash: UInt64, deletingAtMost limit: Int, _ body: (Int) -> Void) {
            let bucket = layout.bucket(of: hash)
            let filed = layout.filed(hash)
            var position = firstKey(atLeast: filed << layout.hashShift, in: bucket)
            let end = Int(bucketStarts[bucket + 1])
            while position < end, keys[position] >> layout.hashShift == filed {
                let key = keys[position]
                position += 1
                if layout.deletions(of: key) <= limit { body(layout.candidate(of: key)) }
            }
        }

        /// The first key of `bucket` at or after `key`.
        private func firstKey(atLeast key: UInt32, in bucket: Int) -> Int {
            var low = Int(bucketStarts[bucket])
            var high = Int(bucketStarts[bucket + 1])
            while low < high {
                let middle = (low + high) / 2
                if keys[middle] < key { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }

    /// How many texts deleting `deleted` of `count` characters makes, at most.
    private static func texts(of count: Int, deleting deleted: Int) -> Int {
        switch deleted {
        case 0: return 1
        case 1: return count
        default: return count * (count - 1) / 2
        }
    }

    /// Sorts a bucket's keys: most buckets hold a few, which an insertion sort orders with
    /// less work than a call of the standard sort; a bucket of many (a text most names share)
    /// gets the standard sort.
    private static func sort(_ keys: UnsafeMutableBufferPointer<UInt32>) {
        guard keys.count > 24 else {
            for next in keys.indices.dropFirst() {
                let key = keys[next]
                var place = next
                while place > 0, keys[place - 1] > key {
                    keys[place] = keys[place - 1]
                    place -= 1
                }
                keys[place] = key
            }
            return
        }
        var keys = keys
        keys.sort()
    }

    /// Where a text's key goes and what it holds: the bucket is the hash's top
    /// `bucketBits`; the key holds the candidate's index in its low `candidateBits`, the
    /// deletions in the two above, and as many of the hash's next bits as are left.
    struct KeyLayout: Sendable {
        let bucketBits: Int
        let candidateBits: Int
        let hashBits: Int
        static let deletionBits = 2

        init(candidates: Int, keys: Int) {
            candidateBits = max(1, Int.bitWidth - max(candidates - 1, 0).leadingZeroBitCount)
            hashBits = 32 - candidateBits - Self.deletionBits
            // About sixteen keys a bucket, and at least two buckets.
            bucketBits = max(1, Int.bitWidth - keys.leadingZeroBitCount - 4)
        }

        var bucketCount: Int { 1 << bucketBits }
        var hashShift: UInt32 { UInt32(candidateBits + Self.deletionBits) }

        @inline(__always)
        func bucket(of hash: UInt64) -> Int {
            Int(hash >> UInt64(64 - bucketBits))
        }

        /// The hash's bits after the bucket's, as the key's high bits hold them.
        @inline(__always)
        func filed(_ hash: UInt64) -> UInt32 {
            hashBits > 0 ? UInt32(truncatingIfNeeded: (hash << UInt64(bucketBits)) >> UInt64(64 - hashBits)) : 0
        }

        @inline(__always)
        func key(hash: UInt64, deletions: Int, candidate: Int) -> UInt32 {
            filed(hash) << hashShift | UInt32(deletions) << UInt32(candidateBits) | UInt32(candidate)
        }

        func candidate(of key: UInt32) -> Int {
            Int(key & (UInt32(1) << UInt32(candidateBits) - 1))
        }

        func deletions(of key: UInt32) -> Int {
            Int((key >> UInt32(candidateBits)) & (UInt32(1) << UInt32(Self.deletionBits) - 1))
        }
    }

    /// The nearest candidate within two edits; of several, the first. Names one edit away
    /// share a text made by deleting at most one character from each, which few names do, so
    /// they are looked for first; only when there is none are two edits tried (names that
    /// are numbered alike have many neighbours two edits away).
    func nearest(to name: String) -> String? {
        guard name.utf8.count <= 4 * (Self.longestIndexedName + Self.maximumDistance) else { return nil }
        let lowered = codes.numbers(name.lowercased())
        guard lowered.count <= Self.longestIndexedName + Self.maximumDistance else { return nil }
        var hashes: [(hash: UInt64, deletions: Int)] = []
        for limit in 1...Self.maximumDistance {
            // The texts of up to `limit` deletions: those of two, n²/2 of them, are made only
            // when no name lies one edit away, which is the usual case for a typo.
            hashes.removeAll(keepingCapacity: true)
            lowered.withUnsafeBufferPointer { lowered in
                Self.forEachDeletionHash(of: lowered, deleting: 0...limit) { hashes.append(($0, $1)) }
            }
            let tables = limit == 1 ? [near] : [near, farTable]
            var seen: Set<Int> = []
            var best: (index: Int, distance: Int)?
            for (hash, _) in hashes {
                for table in tables {
                    table.forEachCandidate(filedUnder: hash, deletingAtMost: limit) { index in
                        guard seen.insert(index).inserted else { return }
                        let distance = folded.withUnsafeBufferPointer { folded in
                            NameSuggestion.editDistance(lowered, UnsafeBufferPointer(rebasing: folded[Int(foldedStarts[index])..<Int(foldedStarts[index + 1])]), atMost: limit)
                        }
                        guard let distance else { return }
                        if best == nil || comesFirst((index, distance), before: best!) { best = (index, distance) }
                    }
                }
            }
            if let best { return candidates[best.index] }
        }
        return nil
    }

    /// Whether a candidate found is a better suggestion than the best so far: nearer, or as
    /// near and less as a string, or equal as a string and given first.
    private func comesFirst(_ found: (index: Int, distance: Int), before best: (index: Int, distance: Int)) -> Bool {
        guard found.distance == best.distance else { return found.distance < best.distance }
        let name = candidates[found.index], bestName = candidates[best.index]
        if name < bestName { return true }
        return !(bestName < name) && found.index < best.index
    }

    /// The hashes of the texts made by deleting none, one or two characters (as many as `deletions`
    /// allows), with the number deleted, each text once. A text made in several ways (deleting
    /// either of two equal characters) is made only in the way a left-to-right match of it against
    /// the name leaves: a character is deleted only where it differs from the next character kept
    /// (of a run of equal characters, only the last). Numbered names repeat digits, so about a
    /// fifth of their texts would repeat otherwise. The hash is polynomial, so a text's hash is put
    /// together from the hashes of the runs between its deletions in a few multiplications: the
    /// n²/2 texts of a name cost n²/2 steps, where hashing each anew cost n³/6.
    @inline(__always)
    private static func forEachDeletionHash(of characters: UnsafeBufferPointer<UInt32>, deleting deletions: ClosedRange<Int>, _ body: (UInt64, Int) -> Void) {
        let count = characters.count
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 3 * (count + 1)) { table in
            // prefix[k] hashes characters[..<k], suffix[k] characters[k...], power[k] is P^k.
            let prefix = UnsafeMutableBufferPointer(rebasing: table[0...count])
            let suffix = UnsafeMutableBufferPointer(rebasing: table[(count + 1)...(2 * count + 1)])
            let power = UnsafeMutableBufferPointer(rebasing: table[(2 * count + 2)...])
            prefix[0] = 0
            power[0] = 1
            for index in 0..<count {
                prefix[index + 1] = prefix[index] &* polynomialBase &+ term(characters[index])
                power[index + 1] = power[index] &* polynomialBase
            }
            suffix[count] = 0
            for index in stride(from: count - 1, through: 0, by: -1) {
                suffix[index] = term(characters[index]) &* power[count - 1 - index] &+ suffix[index + 1]
            }
            // Whether the character at `index` differs from the one at `kept`, the next kept.
            func differs(_ index: Int, from kept: Int) -> Bool {
                kept == count || characters[index] != characters[kept]
            }
            if deletions.contains(0) { body(mixed(prefix[count]), 0) }
            guard deletions.upperBound >= 1 else { return }
            for first in 0..<count {
                if deletions.contains(1), differs(first, from: first + 1) {
                    body(mixed(prefix[first] &* power[count - first - 1] &+ suffix[first + 1]), 1)
                }
                guard deletions.upperBound >= 2 else { continue }
                for second in (first + 1)..<count where differs(second, from: second + 1) && differs(first, from: second == first + 1 ? second + 1 : first + 1) {
                    // The characters before `second` without the one at `first`, then the rest.
                    let gap = second - first - 1
                    let between = prefix[second] &- prefix[first + 1] &* power[gap]
                    let before = prefix[first] &* power[gap] &+ between
                    body(mixed(before &* power[count - second - 1] &+ suffix[second + 1]), 2)
                }
            }
        }
    }

    private static let polynomialBase: UInt64 = 0x9e37_79b9_7f4a_7c15

    /// A character's term in the hash: its number plus one, so that no character adds
    /// nothing (a NUL would hash a name and the name after it alike).
    @inline(__always)
    private static func term(_ code: UInt32) -> UInt64 {
        UInt64(code) &+ 1
    }

    /// A polynomial hash's bits stirred, so that the top bits that choose a bucket depend on
    /// every character (the splitmix64 finaliser).
    private static func mixed(_ hash: UInt64) -> UInt64 {
        var value = (hash ^ (hash >> 30)) &* 0xbf58_476d_1ce4_e5b9
        value = (value ^ (value >> 27)) &* 0x94d0_49bb_1331_11eb
        return value ^ (value >> 31)
    }
}

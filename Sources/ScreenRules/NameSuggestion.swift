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
        /// Its lowered characters as numbers (`CharacterCodes`).
        let codes: [UInt32]
        /// The place in the list given, which breaks ties as the list orders them.
        let order: Int
        let histogram: [Int16]
    }

    /// How often each letter, digit or other character occurs: the difference of two
    /// histograms bounds the edit distance from below, cheaply.
    private static func histogram(_ codes: [UInt32]) -> [Int16] {
        var counts = [Int16](repeating: 0, count: 37)
        for code in codes {
            switch code {
            case UInt32(UInt8(ascii: "a"))...UInt32(UInt8(ascii: "z")): counts[Int(code) - Int(UInt8(ascii: "a"))] &+= 1
            case UInt32(UInt8(ascii: "0"))...UInt32(UInt8(ascii: "9")): counts[26 + Int(code) - Int(UInt8(ascii: "0"))] &+= 1
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
    /// The numbers of the candidates' characters that are not ASCII.
    private let codes: CharacterCodes

    public init(_ candidates: [String]) {
        var byLength = [[Candidate]](repeating: [], count: Self.longestComparedName + 1)
        var codes = CharacterCodes()
        for (order, name) in candidates.enumerated() {
            let lowered = codes.numbering(name.lowercased())
            guard lowered.count <= Self.longestComparedName else { continue }
            byLength[lowered.count].append(Candidate(name: name, codes: lowered, order: order, histogram: Self.histogram(lowered)))
        }
        self.byLength = byLength
        self.codes = codes
    }

    /// The closest candidate by edit distance, ignoring case, if it is close enough to be a
    /// plausible typo; `excluding` is passed over.
    public func nearest(to name: String, excluding excluded: String? = nil) -> String? {
        // A name longer than any compared one cannot be near one: check before lowering all.
        guard name.utf8.count <= 4 * Self.longestComparedName else { return nil }
        let lowered = codes.numbers(name.lowercased())
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
                    guard let distance = Self.editDistance(lowered, candidate.codes, atMost: limit) else { continue }
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
        // Keyed by the list itself: hashing its names costs little, where joining them into
        // one key cost more than the suggestion (a catalog list of 30 names, for every
        // misspelt property).
        if let index = sharedIndexes.withLock({ $0[candidates] }) { return index }
        let index = NameSuggestion(candidates)
        sharedIndexes.withLock { indexes in
            if indexes.count >= sharedIndexLimit { indexes.removeAll(keepingCapacity: true) }
            indexes[candidates] = index
        }
        return index
    }

    private static let sharedIndexLimit = 256
    private static let sharedIndexes = Locked<[[String]: NameSuggestion]>([:])

    /// The edit distance of `a` and `b` if it is at most `limit`, else nil. Only the band of
    /// cells within `limit` of the diagonal is computed, and a row whose cells all exceed it
    /// ends the comparison. Both names of a suggestion, as characters or their numbers.
    static func editDistance<A: RandomAccessCollection, B: RandomAccessCollection>(_ a: A, _ b: B, atMost limit: Int) -> Int?
    where A.Element == B.Element, A.Element: Equatable, A.Index == Int, B.Index == Int {
        guard abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let beyond = limit + 1
        // Two rows on the stack: a suggestion compares up to hundreds of candidates.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * (b.count + 1)) { rows in
            var previous = UnsafeMutableBufferPointer(rebasing: rows[0...b.count])
            var current = UnsafeMutableBufferPointer(rebasing: rows[(b.count + 1)...])
            for j in 0...b.count {
                previous[j] = j <= limit ? j : beyond
                current[j] = beyond
            }
            for i in 1...a.count {
                let low = max(1, i - limit), high = min(b.count, i + limit)
                current[0] = i <= limit ? i : beyond
                if low > 1 { current[low - 1] = beyond }
                var rowMinimum = current[0]
                if low <= high {
                    for j in low...high {
                        let substitution = previous[j - 1] + (a[a.startIndex + i - 1] == b[b.startIndex + j - 1] ? 0 : 1)
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
}

/// Characters as numbers, so that names are compared number by number rather than character
/// by character (a comparison of two `Character`s compares strings): an ASCII character is its
/// byte, any other is numbered from 128 in the order first met. Two characters get the same
/// number exactly when they are equal as `Character`s: the table is a dictionary of them,
/// which goes by Swift's equality, and it starts with the ASCII characters, so that one
/// canonically equivalent to an ASCII character (the Kelvin sign, the Greek question mark)
/// gets that character's byte.
struct CharacterCodes: Sendable {
    private var table = Self.asciiTable
    private var nextCode: UInt32 = 128

    private static let asciiTable: [Character: UInt32] = Dictionary(uniqueKeysWithValues: (0..<128).map { (Character(Unicode.Scalar(UInt8($0))), UInt32($0)) })

    /// The numbers of `text`'s characters, numbering those not met before.
    mutating func numbering(_ text: String) -> [UInt32] {
        if let ascii = Self.asciiCodes(text) { return ascii }
        return text.map { character in
            if let code = Self.asciiCode(character) ?? table[character] { return code }
            let code = nextCode
            nextCode += 1
            table[character] = code
            return code
        }
    }

    /// Appends the numbers of the characters of `text` lowercased to `codes`, and says how
    /// many: an ASCII name (a workspace's names mostly are) is lowercased and numbered a byte
    /// at a time, without a lowercased string or a list of its own.
    mutating func appendNumbering(ofLowercased text: String, to codes: inout [UInt32]) -> Int {
        var text = text
        let isPlainASCII = text.withUTF8 { bytes in
            // A CR before an LF is one character of two bytes.
            var previous: UInt8 = 0
            for byte in bytes {
                guard byte < 0x80, !(previous == UInt8(ascii: "\r") && byte == UInt8(ascii: "\n")) else { return false }
                previous = byte
            }
            codes.append(contentsOf: bytes.lazy.map { UInt32($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0) })
            return true
        }
        if isPlainASCII { return text.utf8.count }
        let numbered = numbering(text.lowercased())
        codes += numbered
        return numbered.count
    }

    /// The numbers of `text`'s characters; one never met is a number that matches none.
    func numbers(_ text: String) -> [UInt32] {
        if let ascii = Self.asciiCodes(text) { return ascii }
        return text.map { character in Self.asciiCode(character) ?? table[character] ?? UInt32.max }
    }

    /// A text of ASCII bytes but a carriage return before a line feed (one character of
    /// two bytes) is one character per byte: its bytes, without splitting it into characters.
    private static func asciiCodes(_ text: String) -> [UInt32]? {
        var codes: [UInt32] = []
        codes.reserveCapacity(text.utf8.count)
        var previous: UInt8 = 0
        for byte in text.utf8 {
            guard byte < 0x80, !(previous == UInt8(ascii: "\r") && byte == UInt8(ascii: "\n")) else { return nil }
            codes.append(UInt32(byte))
            previous = byte
        }
        return codes
    }

    /// The number of a character of one ASCII byte.
    private static func asciiCode(_ character: Character) -> UInt32? {
        character.utf8.count == 1 ? character.utf8.first.map(UInt32.init) : nil
    }
}

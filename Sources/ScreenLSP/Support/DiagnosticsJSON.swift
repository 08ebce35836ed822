#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import JSONRPC
import ScreenFileSystem
import ScreenJSON
import ScreenRules
import ScreenSupport
import ScreenSyntax

/// A file's diagnostics as LSP `Diagnostic[]` JSON, written straight to bytes: no JSON tree,
/// no protocol values, only the session language's message. The next list of the same file
/// reuses what this one wrote for a diagnostic worded the same (one that only moved with an
/// edit): its whole text when its positions cannot have changed (it stands before the edited
/// text, or after it on a line the edit left whole, and the edit added no line; and so do its
/// related locations, which must then be in the same file); its text but the range, written
/// from the old positions further down, when the edit only added or removed lines before it;
/// else its text but the range, read from the text again. Findings keep their order from one
/// check to the next, so the previous list is walked alongside the new one.
struct DiagnosticsJSON: Sendable {
    /// The JSON array.
    let text: JSONText
    /// Each diagnostic's members after its range, its positions and its place in `text`, for
    /// the next list of the file.
    fileprivate let written: [WrittenDiagnostic]
    /// The language the messages are in, and the encoding of the positions.
    private let language: Language
    private let encoding: PositionEncoding
    /// The text the positions are of, which the next list compares with its own.
    private let source: [UInt8]
    /// The file's own URI as a related location in it is written.
    private let ownURI: String
    /// How many diagnostics were copied whole from the previous list, and how many of those
    /// have related locations.
    let copiedWhole: Int
    let copiedWholeWithRelated: Int

    /// No diagnostics.
    static let empty = DiagnosticsJSON([], of: "", in: LineIndex([]), convert: ToProtocol(encoding: .utf16, language: .english), reusing: nil,
                                       linesOf: { _ in nil }, uriOf: { $0 })

    /// Writes `diagnostics` of the file `path` in `convert`'s encoding and language, reusing
    /// what `previous` (this file's last list) wrote in the same language.
    init(
        _ diagnostics: [Diagnostic], of path: String, in lines: LineIndex, convert: ToProtocol, reusing previous: DiagnosticsJSON?,
        linesOf: (String) -> LineIndex?, uriOf: (String) -> String
    ) {
        let ownURI = uriOf(path)
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        // A finding takes about 430 bytes with its link to the rules page.
        bytes.reserveCapacity(max(diagnostics.count * 448, previous?.text.bytes.count ?? 0))
        var written: [WrittenDiagnostic] = []
        written.reserveCapacity(diagnostics.count)
        let sameLanguage = previous.map { $0.language == convert.language } ?? false
        let old = sameLanguage ? previous!.written : []
        // Where the text is as it was, so that a position there is as it was.
        let unchanged = previous.flatMap { $0.encoding == convert.encoding && sameLanguage ? UnchangedText(from: $0.source, to: lines.source) : nil }
        // A related location in the file is written with its URI, which must be as it was.
        let sameOwnURI = previous?.ownURI == ownURI
        let oldBytes = previous?.text.bytes ?? []
        var next = 0
        var copied = 0, copiedWithRelated = 0
        // Findings come sorted by their start: one cursor walks the starts in order, and an
        // end, most often on its start's line, is found walking on from there.
        var starts = lines.cursor(in: convert.encoding)
        var ends = lines.cursor(in: convert.encoding)
        // Read in place: a copy of each diagnostic, or of the previous list's entry, costs
        // a dozen reference counts, which was most of a list copied whole.
        diagnostics.withUnsafeBufferPointer { diagnostics in
            old.withUnsafeBufferPointer { old in
                for index in diagnostics.indices {
                    if index & 15 == 0 { YieldingWork.pausePoint() }
                    if index > 0 { bytes.append(UInt8(ascii: ",")) }
                    // The previous list's diagnostic at the same place in the walk, or one a
                    // few further on (findings removed before this one).
                    var match: Int?
                    for candidate in next..<min(old.count, next + Self.lookahead) where old[candidate].hasSameWording(as: diagnostics.baseAddress! + index, in: convert.language) {
                        match = candidate
                        next = candidate + 1
                        break
                    }
                    let start = bytes.count
                    let range = diagnostics[index].range
                    // How many lines down the edit moved the positions, when it kept them.
                    let movedLines = match.flatMap { match in unchanged?.linesMoved(range, from: old[match].range) }
                    // Copied whole when its related locations are kept too: the old one's, even
                    // when the new one has none, are in the bytes copied.
                    if let match, movedLines == 0,
                       diagnostics[index].related.isEmpty && old[match].related.isEmpty
                        || sameOwnURI && unchanged?.keeps(diagnostics[index].related, from: old[match].related, inFile: path, language: convert.language) == true {
                        bytes += oldBytes[old[match].span]
                        written.append(old[match].moved(to: range, related: diagnostics[index].related, span: start..<bytes.count))
                        copied += 1
                        if !diagnostics[index].related.isEmpty { copiedWithRelated += 1 }
                        continue
                    }
                    bytes += Self.rangeKey
                    // Positions a line shift moved are the old ones further down; the others
                    // are read from the text.
                    let positions = match.flatMap { match in movedLines.map { old[match].positions.moved(byLines: $0) } }
                        ?? Positions(start: starts.position(ofOffset: range.lowerBound), end: ends.position(ofOffset: range.upperBound))
                    JSONBytes.range(start: positions.start, end: positions.end, into: &bytes)
                    let own = match.map { old[$0].members } ?? Self.members(of: diagnostics[index], language: convert.language)
                    bytes += own
                    if !diagnostics[index].related.isEmpty {
                        Self.relatedInformation(diagnostics[index].related, convert: convert, linesOf: linesOf, uriOf: uriOf, into: &bytes)
                    }
                    bytes.append(UInt8(ascii: "}"))
                    written.append(WrittenDiagnostic(diagnostics[index], language: convert.language, members: own, positions: positions, span: start..<bytes.count))
                }
            }
        }
        bytes.append(UInt8(ascii: "]"))
        text = JSONText(serialized: bytes)
        self.written = written
        language = convert.language
        encoding = convert.encoding
        source = lines.source
        self.ownURI = ownURI
        copiedWhole = copied
        copiedWholeWithRelated = copiedWithRelated
    }

    private static let rangeKey: [UInt8] = Array(#"{"range":"#.utf8)

    /// The start of the `codeDescription` member up to the rule's id: the rules page's link
    /// and `#`, in an open string.
    private static let documentationLink: [UInt8]? = DocumentationLocation.rulesPage.map { page in
        var bytes = Array(#","codeDescription":{"href":""#.utf8)
        JSONBytes.stringContents(page + "#", into: &bytes)
        return bytes
    }

    /// How far ahead in the previous list a diagnostic is looked for.
    private static let lookahead = 8

    /// The members that do not depend on where the diagnostic stands, each after a comma.
    private static func members(of diagnostic: Diagnostic, language: Language) -> [UInt8] {
        let message = diagnostic.message[language]
        var bytes: [UInt8] = []
        // Sized once: grown from empty, the members of a finding were copied five times.
        bytes.reserveCapacity(96 + message.utf8.count + 2 * diagnostic.ruleID.utf8.count + (documentationLink?.count ?? 0))
        bytes += #","severity":"#.utf8
        JSONBytes.integer(ToProtocol.severity(diagnostic.severity), into: &bytes)
        bytes += #","code":"#.utf8
        JSONBytes.string(diagnostic.ruleID, into: &bytes)
        bytes += #","source":"screenkit","message":"#.utf8
        JSONBytes.string(message, into: &bytes)
        // `DocumentationLocation.link(for:)`, the page's part written once.
        if let documentationLink {
            bytes += documentationLink
            JSONBytes.stringContents(diagnostic.ruleID, into: &bytes)
            bytes += #""}"#.utf8
        }
        if !diagnostic.tags.isEmpty {
            bytes += #","tags":["#.utf8
            for (index, tag) in diagnostic.tags.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                JSONBytes.integer(ToProtocol.tag(tag), into: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        }
        return bytes
    }

    /// Related locations in files the server knows, as `toProtocol.diagnostic` gives them.
    private static func relatedInformation(
        _ related: [RelatedLocation], convert: ToProtocol, linesOf: (String) -> LineIndex?, uriOf: (String) -> String, into bytes: inout [UInt8]
    ) {
        var first = true
        for location in related {
            guard let lines = linesOf(location.file) else { continue }
            bytes += first ? #","relatedInformation":["#.utf8 : ",".utf8
            first = false
            bytes += #"{"location":{"uri":"#.utf8
            JSONBytes.string(uriOf(location.file), into: &bytes)
            bytes += #","range":"#.utf8
            JSONBytes.range(location.range, in: lines, encoding: convert.encoding, into: &bytes)
            bytes += #"},"message":"#.utf8
            JSONBytes.string(location.message[convert.language], into: &bytes)
            bytes.append(UInt8(ascii: "}"))
        }
        if !first { bytes.append(UInt8(ascii: "]")) }
    }
}

/// One diagnostic of a written list, by what its members say, and its members after the range.
private struct WrittenDiagnostic: Sendable {
    let ruleID: String
    let severity: Severity
    let tags: [DiagnosticTag]
    /// The message in the list's language, the only one written.
    let message: String
    /// Its related locations, which a list copying it whole must have written the same.
    private(set) var related: [RelatedLocation]
    let members: [UInt8]
    /// Its byte offsets in the text and its positions, and where its JSON object stands in
    /// the list's bytes.
    private(set) var range: Range<Int>
    let positions: Positions
    private(set) var span: Range<Int>

    init(_ diagnostic: Diagnostic, language: Language, members: [UInt8], positions: Positions, span: Range<Int>) {
        ruleID = diagnostic.ruleID
        severity = diagnostic.severity
        tags = diagnostic.tags
        message = diagnostic.message[language]
        related = diagnostic.related
        self.members = members
        range = diagnostic.range
        self.positions = positions
        self.span = span
    }

    /// The same diagnostic, at the same positions, in another list: at `range` of that list's
    /// text with its related locations at `related`, its JSON object at `span` of that list's
    /// bytes.
    func moved(to range: Range<Int>, related: [RelatedLocation], span: Range<Int>) -> WrittenDiagnostic {
        var moved = self
        moved.range = range
        moved.related = related
        moved.span = span
        return moved
    }

    /// Whether `other` is worded the same in `language`, so that its members are these.
    /// Unchanged findings share their strings with the previous check's, so equal texts
    /// usually compare by identity. Read through a pointer: a diagnostic passed by value was
    /// copied, a dozen reference counts, for every diagnostic of every list.
    func hasSameWording(as other: UnsafePointer<Diagnostic>, in language: Language) -> Bool {
        ruleID == other.pointee.ruleID && severity == other.pointee.severity && tags == other.pointee.tags && message == other.pointee.message[language]
    }
}

/// LSP positions written as bytes, beside the numbers and strings `JSONBytes` writes.
extension JSONBytes {
    /// An LSP `Range` of bytes `offsets` in `encoding`.
    static func range(_ offsets: Range<Int>, in lines: LineIndex, encoding: PositionEncoding, into bytes: inout [UInt8]) {
        range(start: lines.position(ofOffset: offsets.lowerBound, in: encoding), end: lines.position(ofOffset: offsets.upperBound, in: encoding), into: &bytes)
    }

    /// An LSP `Range` from `start` to `end`.
    static func range(start: LinePosition, end: LinePosition, into bytes: inout [UInt8]) {
        bytes += startLineKey
        integer(start.line, into: &bytes)
        bytes += characterKey
        integer(start.character, into: &bytes)
        bytes += endLineKey
        integer(end.line, into: &bytes)
        bytes += characterKey
        integer(end.character, into: &bytes)
        bytes += closeRange
    }

    private static let startLineKey: [UInt8] = Array(#"{"start":{"line":"#.utf8)
    private static let characterKey: [UInt8] = Array(#","character":"#.utf8)
    private static let endLineKey: [UInt8] = Array(#"},"end":{"line":"#.utf8)
    private static let closeRange: [UInt8] = Array("}}".utf8)
}

/// What an edit left of a text, for telling which positions it kept: the bytes up to
/// `prefix` are the same in both texts, and so are the bytes from `suffixStart` in the new
/// one (`suffixStart - delta` in the old one).
private struct UnchangedText {
    let prefix: Int
    let suffixStart: Int
    let delta: Int
    /// The first offset after a line break in the common end: positions from there on are
    /// the old ones `lineDelta` lines further down, in the same columns.
    let firstWholeLine: Int
    let lineDelta: Int

    /// A position is read from the text before it and the character at it, which is at most
    /// four bytes long: a range that ends this far before the edit keeps its positions.
    private static let characterReach = 4

    init(from old: [UInt8], to new: [UInt8]) {
        let shorter = min(old.count, new.count)
        var prefix = 0, suffix = 0
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                // Blocks compared by memcmp first, then the last block byte by byte: a
                // keystroke leaves all but a few bytes of a large document.
                let block = 4096
                while prefix + block <= shorter, memcmp(old.baseAddress! + prefix, new.baseAddress! + prefix, block) == 0 { prefix += block }
                while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
                while suffix + block <= shorter - prefix,
                      memcmp(old.baseAddress! + old.count - suffix - block, new.baseAddress! + new.count - suffix - block, block) == 0 { suffix += block }
                while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
            }
        }
        self.prefix = prefix
        suffixStart = new.count - suffix
        delta = new.count - old.count
        let newline = UInt8(ascii: "\n")
        func lineBreaks(_ text: [UInt8], _ range: Range<Int>) -> Int {
            text[range].reduce(0) { $0 + ($1 == newline ? 1 : 0) }
        }
        lineDelta = lineBreaks(new, prefix..<suffixStart) - lineBreaks(old, prefix..<(old.count - suffix))
        firstWholeLine = new[suffixStart...].firstIndex(of: newline).map { $0 + 1 } ?? new.count + 1
    }

    /// Whether related locations `new`, in the file `path`, are `old` moved with the edit to
    /// the same positions and worded the same, so that they are written as they were.
    func keeps(_ new: [RelatedLocation], from old: [RelatedLocation], inFile path: String, language: Language) -> Bool {
        guard new.count == old.count else { return false }
        for (location, was) in zip(new, old) {
            guard location.file == path, was.file == path, linesMoved(location.range, from: was.range) == 0,
                  location.message[language] == was.message[language] else { return false }
        }
        return true
    }

    /// How many lines further down the positions of a diagnostic now at `range`, which was at
    /// `old` in the previous text, are than they were (0 when they are the same); nil when
    /// the edit may have changed them otherwise.
    func linesMoved(_ range: Range<Int>, from old: Range<Int>) -> Int? {
        if range.upperBound + Self.characterReach <= prefix { return range == old ? 0 : nil }
        if range.lowerBound >= firstWholeLine { return range == old.moved(by: delta) ? lineDelta : nil }
        return nil
    }
}

/// A range's start and end as written.
private struct Positions {
    let start: LinePosition
    let end: LinePosition

    func moved(byLines lines: Int) -> Positions {
        guard lines != 0 else { return self }
        return Positions(start: LinePosition(line: start.line + lines, character: start.character),
                         end: LinePosition(line: end.line + lines, character: end.character))
    }
}

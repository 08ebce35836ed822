import JSONRPC
import ScreenIDE
import ScreenTestSupport
import ScreenRules
import ScreenSyntax

/// Target 3: the incremental path. The input decodes to two files' starting texts and a
/// sequence of operations: editor changes through `AnalysisHost.applyChanges` (in any of the
/// three position encodings, positions possibly out of range or reversed), whole-text
/// changes, texts read from disk (`setText`, any bytes), removals, and snapshots that compute
/// (and cache) diagnostics along the way, snapshots kept and checked after later edits (as the
/// server's diagnostics worker does), and settings: screenkit.json bytes, read as the file and
/// as an editor's settings are (through json-c), applied to the host.
///
/// Invariants: at the end, each file's tree and diagnostics (related locations in the other
/// file included) equal those of a fresh host given the final texts; along the way, a file
/// whose findings changed was edited or reported by `takeAffectedFiles`.
public enum IncrementalFuzzTarget {
    static let keys = ["file:///fuzz/a.screen", "file:///fuzz/b.screen"]

    public static func check(_ input: [UInt8]) throws(FuzzFailure) {
        var reader = FuzzReader(input)
        let encoding = PositionEncoding.allCases[Int(reader.byte()) % 3]
        let host = AnalysisHost()
        var present = [true, true]
        for key in keys {
            host.setText(reader.chunk(wide: true), for: key)
        }
        _ = host.takeAffectedFiles()
        // What each file's findings were when last computed, and whether the file was changed
        // or reported affected since: findings that changed otherwise went unannounced.
        var lastSeen: [String: [Diagnostic]] = [:]
        var changedSince: Set<String> = []
        var configuration = Configuration()
        var older: Analysis?
        var operations = 0
        while !reader.isAtEnd, operations < 64 {
            operations += 1
            let operation = reader.byte()
            let file = Int(operation >> 3) & 1
            let key = keys[file]
            if operation & 7 < 7 { changedSince.insert(key) }
            switch operation & 7 {
            case 0, 1, 2, 3:
                let count = Int(reader.byte()) % 4 + 1
                var changes: [TextChange] = []
                for _ in 0..<count {
                    let start = LinePosition(line: Int(reader.byte()), character: Int(reader.byte()))
                    let end = LinePosition(line: start.line + Int(reader.byte() % 4), character: Int(reader.byte()))
                    let text = String(decoding: reader.chunk(), as: UTF8.self)
                    // Reversed ranges do reach the host (the LSP edge swaps them); Range cannot
                    // hold one, so a reversed pair is given as the empty range at its start.
                    changes.append(TextChange(range: start..<max(start, end), newText: text))
                }
                host.applyChanges(changes, encoding: encoding, to: key)
                present[file] = true
            case 4:
                host.applyChanges([TextChange(range: nil, newText: String(decoding: reader.chunk(wide: true), as: UTF8.self))], encoding: encoding, to: key)
                present[file] = true
            case 5:
                host.setText(reader.chunk(wide: true), for: key)
                present[file] = true
            case 6:
                host.removeFile(key)
                present[file] = false
            default:
                guard operation & 0x20 != 0 else {
                    // A snapshot kept, and checked after later edits, as the server's worker
                    // checks one: the cache then takes findings made for an older text as the
                    // base of the newest one's (`DiagnosticsCache.Entry.rebased`).
                    if operation & 0x40 != 0 {
                        older = host.snapshot
                    } else if let older {
                        _ = older.diagnostics(for: key)
                    }
                    break
                }
                configuration = try settings(reader.chunk(wide: true), asEditorSettings: operation & 0x40 != 0)
                host.setConfiguration(configuration)
                changedSince.formUnion(keys)
            }
            changedSince.formUnion(host.takeAffectedFiles())
            if operation & 0x10 != 0 {
                let snapshot = host.snapshot
                for key in keys {
                    let diagnostics = snapshot.diagnostics(for: key)
                    if let last = lastSeen[key], last != diagnostics, !changedSince.contains(key) {
                        throw FuzzFailure("\(key): findings changed after an edit of the other file, which did not report it")
                    }
                    lastSeen[key] = diagnostics
                    changedSince.remove(key)
                }
            }
        }

        let incremental = host.snapshot
        let fresh = AnalysisHost()
        fresh.setConfiguration(configuration)
        for (file, key) in keys.enumerated() where present[file] {
            guard let analysis = incremental.file(key) else {
                throw FuzzFailure("\(key) is missing from the host")
            }
            fresh.setText(analysis.tree.source, for: key)
        }
        let reference = fresh.snapshot
        try require(incremental.fileKeys == reference.fileKeys, "files differ: \(incremental.fileKeys) vs \(reference.fileKeys)")
        for key in reference.fileKeys {
            let tree = incremental.file(key)!.tree
            let freshTree = reference.file(key)!.tree
            try require(tree.printed() == tree.source, "\(key): the tree does not print back")
            try require(structure(of: tree) == structure(of: freshTree), "\(key): the tree differs from a fresh parse")
            let diagnostics = incremental.diagnostics(for: key)
            let expected = reference.diagnostics(for: key)
            if diagnostics != expected {
                let got = diagnostics.map { "\($0.ruleID) \($0.range)" }
                let wanted = expected.map { "\($0.ruleID) \($0.range)" }
                throw FuzzFailure("\(key): diagnostics differ from a fresh analysis:\n got \(got)\nwant \(wanted)")
            }
        }
    }

    /// Settings from fuzz bytes, as screenkit.json or (when they parse as JSON) as an editor
    /// sends them, through json-c and back: every threshold that gets through lies in its
    /// option's range, and the problems stay within the findings limit and inside the text.
    static func settings(_ bytes: [UInt8], asEditorSettings: Bool) throws(FuzzFailure) -> Configuration {
        var text = bytes
        if asEditorSettings, let value = try? JSONValue.parse(bytes) { text = value.serialized() }
        let (configuration, problems) = Configuration.load(text)
        try require(problems.count <= configuration.findingsLimit + 1, "\(problems.count) problems past the limit of \(configuration.findingsLimit)")
        for problem in problems {
            try require(problem.range.lowerBound >= 0 && problem.range.upperBound <= text.count, "a problem at \(problem.range) outside \(text.count) bytes")
        }
        for (ruleID, values) in configuration.options {
            guard let rule = Rules.rule(id: ruleID) else { throw FuzzFailure("options of an unknown rule \(ruleID)") }
            for (name, value) in values {
                guard let option = rule.description.options.first(where: { $0.name == name }) else { throw FuzzFailure("\(ruleID) has no option \(name)") }
                try require(option.accepts(value), "\(ruleID).\(name) = \(value) got through")
            }
        }
        return configuration
    }

    /// The tree's nodes in pre-order: kind and token range, and the token kinds.
    static func structure(of tree: SyntaxTree) -> [Int] {
        var result: [Int] = tree.tokens.kinds.map { Int($0.rawValue) }
        var pending = [tree.root]
        while let node = pending.popLast() {
            let range = tree.tokenRange(of: node)
            result += [Int(tree.kind(of: node).rawValue), range.lowerBound, range.upperBound]
            pending += tree.children(of: node).reversed()
        }
        return result
    }
}

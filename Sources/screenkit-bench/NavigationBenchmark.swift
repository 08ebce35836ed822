import ScreenFileSystem
import ScreenIDE
import ScreenRules
import ScreenSyntax

/// References, rename and workspace symbols in a loaded workspace, as the language server
/// answers them (the IDE layer's work; the edge adds the conversion of a few ranges). Each
/// round asks at the use of another screen (`pushes: NAME`). Then the same after an edit that
/// changes the workspace's facts, when the index and its uses are made again.
func runNavigationBenchmark(folder: String, rounds: Int) {
    let paths = FileSystem.findFiles(under: folder, suffix: ".screen")
    let host = AnalysisHost()
    var screens = 0
    for path in paths {
        guard let bytes = try? FileSystem.readFile(path) else { continue }
        host.setText(bytes, for: path)
    }
    let analysis = host.snapshot
    // The uses to ask at: every link of every file, in order.
    var uses: [(key: String, offset: Int)] = []
    for key in analysis.fileKeys {
        guard let file = analysis.file(key) else { continue }
        screens += file.summary.screens.count
        for screen in file.summary.screens {
            for link in screen.links { uses.append((key, link.range.lowerBound + 1)) }
        }
    }
    guard !uses.isEmpty else { fatalError("no pushes:, presents: or screen: in \(folder)") }
    print("workspace: \(paths.count) files, \(screens) screens, \(uses.count) uses of screen names")
    var references: [Double] = []
    var renames: [Double] = []
    var places = 0
    for round in 0..<rounds {
        let use = uses[round * 7919 % uses.count]
        var start = now()
        places += analysis.references(in: use.key, at: use.offset, includeDeclaration: true).count
        references.append(now() - start)
        start = now()
        if case .success(let rename) = analysis.rename(in: use.key, at: use.offset, to: "Renamed\(round)") { places += rename.editCount }
        renames.append(now() - start)
    }
    reportRequests("references", references)
    reportRequests("rename", renames)
    var symbols: [Double] = []
    for query in ["Screen12", "scr99", "TableView", "zz", "S1"] {
        let start = now()
        _ = analysis.workspaceSymbols(matching: query)
        symbols.append(now() - start)
    }
    reportRequests("workspace symbols (Screen12, scr99, TableView, zz, S1)", symbols)
    // An edit that renames a screen in the middle file changes the facts: the next request
    // pays for the new index and for the uses worked out again.
    var afterEdit: [Double] = []
    let target = paths[paths.count / 2]
    for round in 0..<min(rounds, 50) {
        guard let file = host.snapshot.file(target), let screen = file.summary.screens.first else { break }
        let edit = SourceEdit(range: screen.nameRange, replacement: Array("Edited\(round)".utf8))
        _ = host.applyChanges([edit], to: target) { edit, _ in .edit(edit) }
        let use = uses[round * 7919 % uses.count]
        let start = now()
        places += host.snapshot.references(in: use.key, at: use.offset, includeDeclaration: true).count
        afterEdit.append(now() - start)
    }
    reportRequests("references after an edit of the workspace's facts", afterEdit)
    print("(\(places) places found in all)")
}

private func reportRequests(_ name: String, _ seconds: [Double]) {
    let format = { (value: Double) in String(Int((value * 1e6).rounded())) + " µs" }
    print("\(name): p50 \(format(percentile(seconds, 0.5))), p99 \(format(percentile(seconds, 0.99))), max \(format(seconds.max() ?? 0)) (\(seconds.count) requests)")
}

#if canImport(Glibc)
import Glibc
#endif
import ScreenFileSystem
import ScreenIDE
import ScreenPreview
import ScreenRules
import ScreenSupport
import ScreenSyntax

// screenkit-bench recheck FOLDER [EDITS]
//
// Loads every .screen file under FOLDER into an analysis host, checks them all once, then
// makes one-line edits to one file and measures how long its findings take to come back:
// edits inside a screen's content (the workspace index stays) and edits of a navigation title
// (the index changes, so every file's findings may change; then the whole workspace is
// re-checked too, as a server publishing for every file would).

func now() -> Double {
    MonotonicClock.seconds
}

/// The CPU time this process has used: steadier than the wall clock on a shared machine.
func cpuNow() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int((fraction * Double(sorted.count - 1)).rounded()))]
}

/// `value` with `decimals` digits after the point, right-aligned in `width` columns.
func fixed(_ value: Double, _ decimals: Int, width: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    var digits = String(scaled / Int(scale))
    if decimals > 0 {
        let fraction = String(abs(scaled) % Int(scale))
        digits += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
    return String(repeating: " ", count: max(0, width - digits.count)) + digits
}

func report(_ name: String, _ seconds: [Double]) {
    let format = { (value: Double) in String(Int((value * 1e6).rounded())) + " µs" }
    print("\(name): p50 \(format(percentile(seconds, 0.5))), p99 \(format(percentile(seconds, 0.99))), max \(format(seconds.max() ?? 0)) (\(seconds.count) edits)")
}

let arguments = CommandLine.arguments
// screenkit-bench burst SCREENKIT FILE [REQUESTS]: hover and completion during a burst of
// edits, from a client that parses nothing while it waits.
if arguments.count >= 4, arguments[1] == "burst" {
    try BurstBenchmark.run(server: arguments[2], path: arguments[3], requests: arguments.count > 4 ? Int(arguments[4]) ?? 200 : 200)
    exit(0)
}
// screenkit-bench presentation FILE [REQUESTS]: semantic tokens, folding, inlay hints and
// the other presentation requests through an in-process server.
if arguments.count >= 3, arguments[1] == "presentation" {
    try PresentationBenchmark.run(path: arguments[2], requests: arguments.count > 3 ? Int(arguments[3]) ?? 100 : 100)
    exit(0)
}
// screenkit-bench open FILE [ROUNDS]: the phases of opening one document.
if arguments.count >= 3, arguments[1] == "open" {
    try OpenBenchmark.run(path: arguments[2], rounds: arguments.count > 3 ? Int(arguments[3]) ?? 50 : 50)
    exit(0)
}
// screenkit-bench preview FOLDER: one screen's SVG (the model built and the picture drawn, as
// the editor's preview does on each change), and the storyboard of every screen in FOLDER.
if arguments.count >= 3, arguments[1] == "preview" {
    let paths = FileSystem.findFiles(under: arguments[2], suffix: ".screen")
    let files = try paths.map { FileAnalysis(path: $0, source: try FileSystem.readFile($0)) }
    let workspace = WorkspaceIndex(files.map(\.summary))
    let checkStart = now()
    let findings = files.map { RuleEngine.check($0, workspace: workspace) }
    let checkTime = now() - checkStart
    let screenCount = files.reduce(0) { $0 + $1.screenDeclarations.count }
    print("\(screenCount) screens in \(files.count) files; findings once, not timed below: \(Int(checkTime * 1000)) ms")
    var pictures: [Double] = []
    var pictureCPU = 0.0
    var bytes = 0
    for round in 0..<2000 {
        let file = files[round % files.count]
        let start = now()
        let cpuStart = cpuNow()
        let svg = Wireframe(file.screenModel(0), lines: file.lines, findings: findings[round % files.count], language: .english).svg
        pictureCPU += cpuNow() - cpuStart
        pictures.append(now() - start)
        bytes += svg.utf8.count
    }
    print("one screen's SVG, mean CPU time: \(Int((pictureCPU / 2000 * 1e6).rounded())) µs")
    print("one screen's SVG: p50 \(Int((percentile(pictures, 0.5) * 1e6).rounded())) µs, p99 \(Int((percentile(pictures, 0.99) * 1e6).rounded())) µs (\(pictures.count) screens, \(bytes / pictures.count) bytes each)")
    // What the storyboard's pictures alone take: every screen's model and wireframe, once.
    let allStart = now()
    for (file, fileFindings) in zip(files, findings) {
        for index in file.screenDeclarations.indices {
            _ = Wireframe(file.screenModel(index), lines: file.lines, findings: fileFindings, language: .english)
        }
    }
    print("every screen's SVG once: \(Int(((now() - allStart) * 1000).rounded())) ms")
    var storyboards: [Double] = []
    var storyboardCPU: [Double] = []
    var pageSize = 0
    for _ in 0..<5 {
        let start = now()
        let cpuStart = cpuNow()
        let page = Storyboard.html(zip(files, findings).map { Storyboard.File(analysis: $0, findings: $1) }, language: .english)
        storyboards.append(now() - start)
        storyboardCPU.append(cpuNow() - cpuStart)
        pageSize = page.utf8.count
    }
    print("storyboard of \(screenCount) screens: p50 \(Int((percentile(storyboards, 0.5) * 1000).rounded())) ms, max \(Int(((storyboards.max() ?? 0) * 1000).rounded())) ms, CPU time p50 \(Int((percentile(storyboardCPU, 0.5) * 1000).rounded())) ms (\(storyboards.count) runs, \(pageSize / 1000) kB)")
    exit(0)
}

// screenkit-bench doubling PATH...: inputs of growing size (each a file or a folder of
// files, each about twice the one before); for each rule, its CPU time on every input, timed
// in place while all rules run (`RuleTimings`: the thread's CPU time around each of its
// checks, its share of workspace surveys included), the least of nine runs, each with a fresh
// workspace index so that facts worked out once per index are counted; and the ratio of each
// step, which stays near 2 for a linear rule.
if arguments.count >= 3, arguments[1] == "doubling" {
    let inputs = arguments.dropFirst(2).map { path -> [FileAnalysis] in
        let paths = FileSystem.kind(of: path) == .directory ? FileSystem.findFiles(under: path, suffix: ".screen") : [path]
        return paths.map { FileAnalysis(path: $0, source: (try? FileSystem.readFile($0)) ?? []) }
    }
    func best(of runs: Int, _ work: () -> Void) -> Double {
        (0..<runs).map { _ in let start = cpuNow(); work(); return cpuNow() - start }.min()!
    }
    // Nine: with five, one rule's step ratio moved by a tenth between runs on a shared machine.
    let runs = 9
    func indexTime(_ files: [FileAnalysis]) -> Double { best(of: runs) { _ = WorkspaceIndex(files.map(\.summary)) } }
    /// Each rule's least time over the runs, and the least time of the whole check.
    func ruleTimes(_ files: [FileAnalysis]) -> (rules: [String: Double], all: Double) {
        var least: [String: Double] = [:]
        var all = Double.infinity
        for _ in 0..<runs {
            let timings = RuleTimings()
            let start = cpuNow()
            let workspace = WorkspaceIndex(files.map(\.summary))
            for file in files { _ = RuleEngine.check(file, workspace: workspace, knowing: nil, timings: timings) }
            all = min(all, cpuNow() - start)
            for (rule, seconds) in timings.seconds { least[rule] = min(least[rule] ?? .infinity, seconds) }
        }
        return (least, all)
    }
    let sizes = inputs.map { files in files.map(\.screenDeclarations.count).reduce(0, +) }
    print("screens: " + sizes.map(String.init).joined(separator: ", ") + "; CPU ms per input, then the ratio of each step")
    let measured = inputs.map(ruleTimes)
    var rows: [(name: String, times: [Double])] = [("workspace index", inputs.map(indexTime))]
    for rule in Rules.all {
        rows.append((rule.id, measured.map { $0.rules[rule.id] ?? 0 }))
    }
    rows.append(("all rules, index and engine", measured.map(\.all)))
    func ratios(_ times: [Double]) -> [Double] { zip(times.dropFirst(), times).map { $1 > 0.0005 ? $0 / $1 : 1 } }
    let width = rows.map(\.name.count).max()!
    var worst: (name: String, ratio: Double) = ("", 0)
    for row in rows {
        let steps = ratios(row.times)
        // A step from under 1 ms is noise on a shared machine, so it does not count as the
        // largest.
        if let step = zip(steps, row.times).filter({ $1 > 0.001 }).map(\.0).max(), step > worst.ratio { worst = (row.name, step) }
        let name = row.name + String(repeating: " ", count: width - row.name.count)
        print("\(name)  " + row.times.map { fixed($0 * 1000, 1, width: 9) }.joined() + "   x" + steps.map { fixed($0, 2, width: 5) }.joined(separator: " x"))
    }
    print("largest step ratio from 1 ms or more: \(fixed(worst.ratio, 2, width: 0)) (\(worst.name)); a linear rule stays near 2")
    exit(0)
}
// screenkit-bench rules FILE: the time each rule takes on one file, slowest first.
if arguments.count >= 3, arguments[1] == "rules" {
    let source = try FileSystem.readFile(arguments[2])
    let start = now()
    let file = FileAnalysis(path: arguments[2], source: source)
    let parsed = now()
    let workspace = WorkspaceIndex([file.summary])
    print("parse and model: \(Int((parsed - start) * 1000)) ms for \(source.count / 1000) kB")
    // The parts of FileAnalysis.init, each on its own.
    let milliseconds = { (seconds: Double) in String(Int((seconds * 1000).rounded())) + " ms" }
    var partStart = now()
    let tree = SyntaxTree(parsing: source)
    let treeTime = now() - partStart
    partStart = now()
    _ = LineIndex(source)
    let linesTime = now() - partStart
    partStart = now()
    let declarations = SourceFileSyntax(tree).screens
    _ = FileSummary(path: arguments[2], declarations: declarations)
    let summaryTime = now() - partStart
    // Not part of FileAnalysis: the engine builds each screen's model when it checks it.
    partStart = now()
    let screens = declarations.map(ScreenModel.init)
    let modelTime = now() - partStart
    partStart = now()
    _ = tree.syntaxErrors()
    let errorsTime = now() - partStart
    print("  tree \(milliseconds(treeTime)), lines \(milliseconds(linesTime)), summary \(milliseconds(summaryTime)), syntax errors \(milliseconds(errorsTime)); models, which the engine builds: \(milliseconds(modelTime)) (\(screens.count) screens, \(screens.map(\.allElements.count).reduce(0, +)) elements)")
    let allStart = now()
    _ = RuleEngine.check(file, workspace: workspace)
    let firstPass = now() - allStart
    let secondStart = now()
    _ = RuleEngine.check(file, workspace: workspace)
    // The engine's own cost, warm and at its least: taken once and cold, as before, it came
    // out above some rules' whole runs, and the sum of the rules below went negative.
    let fastest = { (runs: Int, body: () -> Void) -> Double in
        (0..<runs).map { _ in
            let runStart = now()
            body()
            return now() - runStart
        }.min()!
    }
    let overhead = fastest(5) { _ = RuleEngine.check(file, workspace: workspace, rules: []) }
    print("engine without rules: \(Int(overhead * 1000)) ms; with all rules in one pass: \(Int(firstPass * 1000)) ms (again, with the workspace's facts known: \(Int((now() - secondStart) * 1000)) ms)")
    // screenkit-bench rules FILE ID: that rule alone, 20 times over, for a profiler.
    if arguments.count >= 4, let rule = Rules.rule(id: arguments[3]) {
        let ruleStart = now()
        for _ in 0..<20 { _ = RuleEngine.check(file, workspace: workspace, rules: [rule]) }
        print("\(rule.id): \(Int((now() - ruleStart) * 1000 / 20)) ms a run")
        exit(0)
    }
    var timings: [(String, Double)] = []
    for rule in Rules.all {
        timings.append((rule.id, fastest(3) { _ = RuleEngine.check(file, workspace: workspace, rules: [rule]) } - overhead))
    }
    let total = timings.map(\.1).reduce(0, +)
    print("sum of the rules alone: \(Int(total * 1000)) ms")
    for (id, seconds) in timings.sorted(by: { $0.1 > $1.1 }).prefix(20) {
        print("  \(id): \(Double(Int(seconds * 10_000)) / 10) ms")
    }
    exit(0)
}
// screenkit-bench navigate FOLDER [ROUNDS]: references, rename and workspace symbols on the
// loaded workspace, each from a different screen's use in turn.
if arguments.count >= 3, arguments[1] == "navigate" {
    runNavigationBenchmark(folder: arguments[2], rounds: arguments.count > 3 ? Int(arguments[3]) ?? 500 : 500)
    exit(0)
}
guard arguments.count >= 3, arguments[1] == "recheck" else {
    print("usage: screenkit-bench recheck FOLDER [EDITS] | rules FILE | navigate FOLDER [ROUNDS] | presentation FILE [REQUESTS] | doubling PATH... | preview FOLDER")
    exit(2)
}
let edits = arguments.count > 3 ? Int(arguments[3]) ?? 200 : 200
let paths = FileSystem.findFiles(under: arguments[2], suffix: ".screen")
let host = AnalysisHost()
var totalBytes = 0
var texts: [String: [UInt8]] = [:]
let loadStart = now()
for path in paths {
    let bytes = try FileSystem.readFile(path)
    totalBytes += bytes.count
    texts[path] = bytes
    host.setText(bytes, for: path)
}
let loaded = now()
var findings = 0
for path in paths { findings += host.snapshot.diagnostics(for: path).count }
let checked = now()
print("workspace: \(paths.count) files, \(totalBytes / 1000) kB, \(findings) findings")
print("load and parse: \(Int((loaded - loadStart) * 1000)) ms; first full check: \(Int((checked - loaded) * 1000)) ms (\(Int(Double(totalBytes) / 1e6 / (checked - loadStart))) MB/s end to end)")

// The edited file is the middle one; each edit toggles a Cell's subtitle, or a title.
let target = paths[paths.count / 2]
var contentEdits: [Double] = []
var titleEdits: [Double] = []
var titleEditsWorkspace: [Double] = []
for round in 0..<edits {
    let original = texts[target]!
    let isTitleEdit = round % 2 == 1
    let needle = Array((isTitleEdit ? "title: \"" : "subtitle: \"").utf8)
    guard let position = original.firstRange(of: needle) else { fatalError("no \(String(decoding: needle, as: UTF8.self)) in \(target)") }
    var edited = original
    edited.insert(contentsOf: Array("x\(round)".utf8), at: position.upperBound)
    let edit = SourceEdit(range: position.upperBound..<position.upperBound, replacement: Array("x\(round)".utf8))
    let start = now()
    host.applyChanges([edit], to: target) { edit, _ in .edit(edit) }
    _ = host.snapshot.diagnostics(for: target)
    let fileDone = now()
    if isTitleEdit {
        titleEdits.append(fileDone - start)
        let snapshot = host.snapshot
        for path in paths { _ = snapshot.diagnostics(for: path) }
        titleEditsWorkspace.append(now() - start)
    } else {
        contentEdits.append(fileDone - start)
    }
    texts[target] = edited
}
report("edit inside a screen, findings of that file", contentEdits)
report("edit of a navigation title, findings of that file", titleEdits)
report("edit of a navigation title, findings of every file", titleEditsWorkspace)

import ScreenFileSystem
import ScreenRules
import ScreenSupport
import ScreenSyntax

/// `screenkit-bench open FILE [ROUNDS]`: what opening one document costs before its
/// diagnostics are written, phase by phase: the parse (and the file's summary), the workspace
/// index of that one file, and the rules on every screen. CPU time per round, p50 and p99.
enum OpenBenchmark {
    static func run(path: String, rounds: Int) throws {
        let source = try FileSystem.readFile(path)
        var parse: [Double] = [], index: [Double] = [], rules: [Double] = [], parallelRules: [Double] = [], parallelCPU: [Double] = []
        var findings = 0
        for _ in 0..<rounds {
            var start = cpuNow()
            let file = FileAnalysis(path: path, source: source)
            _ = file.summary
            parse.append(cpuNow() - start)
            start = cpuNow()
            let workspace = WorkspaceIndex([file.summary])
            index.append(cpuNow() - start)
            start = cpuNow()
            findings = RuleEngine.check(file, workspace: workspace).count
            rules.append(cpuNow() - start)
            // Wall time: the threads' CPU time adds up, the wait for them does not.
            let wallStart = now(), cpuStart = cpuNow()
            _ = RuleEngine.check(file, workspace: WorkspaceIndex([file.summary]), knowing: nil, jobs: ParallelMap.coreCount)
            parallelRules.append(now() - wallStart)
            parallelCPU.append(cpuNow() - cpuStart)
        }
        print("\(source.count) bytes, \(findings) findings, \(rounds) rounds (CPU time)")
        let parallelName = "rules on \(ParallelMap.coreCount) threads (wall time)"
        let parallelCPUName = "rules on \(ParallelMap.coreCount) threads (CPU time of all threads)"
        for (name, times) in [("parse", parse), ("index", index), ("rules", rules), (parallelName, parallelRules), (parallelCPUName, parallelCPU)] {
            print("\(name): p50 \(fixed(percentile(times, 0.5) * 1000, 2, width: 0)) ms, p99 \(fixed(percentile(times, 0.99) * 1000, 2, width: 0)) ms")
        }
    }
}

import XCTest
import ScreenTestSupport
@testable import ScreenRules

/// The workspace index against a plain reading of the summaries, on seeded random workspaces:
/// names declared several times or only linked to, modal screens, pushes, presents and tabs,
/// a file given twice, an empty workspace; then after text moved (the index's facts, incoming
/// links among them, kept) and after a file's facts changed.
final class WorkspaceIndexDifferentialTests: XCTestCase {
    /// What each query means, read off the summaries screen by screen.
    private struct PlainReading {
        var files: [FileSummary]

        /// A path given twice is its last summary, as in the index.
        init(_ summaries: [FileSummary]) {
            var latest: [String: FileSummary] = [:]
            for summary in summaries { latest[summary.path] = summary }
            files = latest.keys.sorted().map { latest[$0]! }
        }

        var everyScreen: [WorkspaceIndex.Declaration] {
            files.flatMap { file in file.screens.map { WorkspaceIndex.Declaration(path: file.path, screen: $0) } }
        }

        func declarations(_ name: String) -> [WorkspaceIndex.Declaration] { everyScreen.filter { $0.screen.name == name } }

        func pushers(_ name: String) -> [WorkspaceIndex.Declaration] {
            everyScreen.filter { $0.screen.links.contains { $0.kind == .pushes && $0.target == name } }
        }

        func isModal(_ name: String) -> Bool {
            everyScreen.contains { ($0.screen.name == name && $0.screen.declaresModal) || $0.screen.links.contains { $0.kind == .presents && $0.target == name } }
        }

        func incomingLinks(_ name: String) -> [WorkspaceIndex.IncomingLink] {
            everyScreen.flatMap { declaration in
                declaration.screen.links.filter { $0.target == name }.map { WorkspaceIndex.IncomingLink(declaration: declaration, link: $0) }
            }
        }

        var screenNames: [String] { Set(everyScreen.map(\.screen.name)).sorted() }
    }

    func testTheIndexAnswersAsAPlainReadingOfTheSummaries() {
        var generator = SeededGenerator(seed: 3838)
        for round in 0..<300 {
            let pool = (0..<Int.random(in: 1...12, using: &generator)).map { "S\($0)" }
            var summaries: [FileSummary] = []
            var sources: [String: String] = [:]
            for _ in 0..<Int.random(in: 0...5, using: &generator) {
                // Four paths at most, so that some file is given twice.
                let path = "f\(Int.random(in: 0..<4, using: &generator)).screen"
                let source = randomSource(&generator, names: pool)
                sources[path] = source
                summaries.append(FileAnalysis(path: path, source: Array(source.utf8)).summary)
            }
            let index = WorkspaceIndex(summaries)
            compare(index, PlainReading(summaries), names: pool, "round \(round)")
            guard let (path, source) = sources.first else { continue }
            // Text moved: the index keeps its facts, among them the incoming links the
            // comparison above made.
            let moved = FileAnalysis(path: path, source: Array(("\n// moved\n\n" + source).utf8)).summary
            compare(index.updatingPositions(from: moved), PlainReading(summaries + [moved]), names: pool, "round \(round), moved")
            // A file's facts changed: a new index.
            let changed = FileAnalysis(path: path, source: Array(randomSource(&generator, names: pool + ["New"]).utf8)).summary
            compare(index.replacing(changed), PlainReading(summaries + [changed]), names: pool + ["New"], "round \(round), changed")
        }
    }

    /// Far more link targets than screens: the name table grows from the size it was made for.
    func testManyTargetsBeyondTheScreens() {
        var text = "screen Hub {\n"
        for number in 0..<20_000 {
            text += "    Button \"x\" { pushes: T\(number) }\n    Button \"y\" { presents: P\(number) }\n    TabBar { Tab \"t\" { screen: Q\(number) } }\n"
        }
        text += "}\nscreen T5 { }\n"
        let index = WorkspaceIndex([FileAnalysis(path: "a.screen", source: Array(text.utf8)).summary])
        for number in stride(from: 0, to: 20_000, by: 997) {
            XCTAssertEqual(index.pushers(of: "T\(number)").map(\.screen.name), ["Hub"])
            XCTAssertTrue(index.isModal("P\(number)"))
            XCTAssertFalse(index.declares("Q\(number)"))
            XCTAssertEqual(index.incomingLinks(to: "Q\(number)").count, 1)
        }
        XCTAssertEqual(index.screenNames, ["Hub", "T5"])
    }

    private func randomSource(_ generator: inout SeededGenerator, names: [String]) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...6, using: &generator) {
            text += "screen \(names.randomElement(using: &generator)!) {\n"
            if Int.random(in: 0..<8, using: &generator) == 0 { text += "    presentation: modal\n" }
            for _ in 0..<Int.random(in: 0...4, using: &generator) {
                let target = names.randomElement(using: &generator)!
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: text += "    Button \"Go\" { pushes: \(target) }\n"
                case 1: text += "    Button \"Go\" { presents: \(target) }\n"
                default: text += "    TabBar { Tab \"T\" { screen: \(target) } }\n"
                }
            }
            text += "}\n"
        }
        return text
    }

    private func compare(_ index: WorkspaceIndex, _ plain: PlainReading, names: [String], _ context: String) {
        XCTAssertEqual(index.screenNames, plain.screenNames, context)
        for name in names + ["Absent", ""] {
            let declarations = plain.declarations(name)
            XCTAssertEqual(index.declarations(of: name), declarations, "\(context): \(name)")
            for limit in 0...3 {
                XCTAssertEqual(index.declarations(of: name, limit: limit), Array(declarations.prefix(limit)), "\(context): \(name), limit \(limit)")
            }
            XCTAssertEqual(index.declarationCount(of: name), declarations.count, "\(context): \(name)")
            XCTAssertEqual(index.declares(name), !declarations.isEmpty, "\(context): \(name)")
            XCTAssertEqual(index.isDeclaredMoreThanOnce(name), declarations.count > 1, "\(context): \(name)")
            XCTAssertEqual(index.isList(name), declarations.first?.screen.isList ?? false, "\(context): \(name)")
            XCTAssertEqual(index.pushers(of: name), plain.pushers(name), "\(context): \(name)")
            XCTAssertEqual(index.isPushed(name), !plain.pushers(name).isEmpty, "\(context): \(name)")
            XCTAssertEqual(index.isModal(name), plain.isModal(name), "\(context): \(name)")
            XCTAssertEqual(index.incomingLinks(to: name), plain.incomingLinks(name), "\(context): \(name)")
            for kind in ScreenLink.Kind.allCases {
                XCTAssertEqual(index.links(to: name, kind), plain.incomingLinks(name).filter { $0.link.kind == kind }, "\(context): \(name), \(kind)")
            }
        }
        compareResolvedScreens(index, plain, names: names, context)
    }

    /// The answers read off what the index resolved of each screen are the answers looked up
    /// by name; a screen or link asked under another name, or past the ends, is looked up.
    private func compareResolvedScreens(_ index: WorkspaceIndex, _ plain: PlainReading, names: [String], _ context: String) {
        for (file, summary) in plain.files.enumerated() {
            // One place past the last screen too.
            for position in 0...summary.screens.count {
                let screen = position < summary.screens.count ? summary.screens[position] : nil
                let reference = WorkspaceIndex.ScreenReference(file: Int32(file), screen: Int32(position))
                for name in names + ["Absent"] {
                    let place = "\(context): \(summary.path) screen \(position), \(name)"
                    XCTAssertEqual(index.isModal(name, declaredAt: reference), plain.isModal(name), place)
                    XCTAssertEqual(index.isPushed(name, declaredAt: reference), !plain.pushers(name).isEmpty, place)
                    XCTAssertEqual(index.pushers(of: name, declaredAt: reference), plain.pushers(name), place)
                    for ordinal in 0...(screen?.links.count ?? 0) {
                        let expected = screen.flatMap { ordinal < $0.links.count && $0.links[ordinal].target == name ? !plain.declarations(name).isEmpty : nil }
                        XCTAssertEqual(index.declaresTarget(ofLink: ordinal, of: reference, named: name), expected, "\(place), link \(ordinal)")
                    }
                }
            }
        }
        let past = WorkspaceIndex.ScreenReference(file: Int32(plain.files.count), screen: 0)
        XCTAssertNil(index.declaresTarget(ofLink: 0, of: past, named: names[0]), context)
        XCTAssertEqual(index.isModal(names[0], declaredAt: past), plain.isModal(names[0]), context)
    }
}

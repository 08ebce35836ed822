import ScreenSupport
import XCTest
@testable import ScreenKitCLI

/// The checker scored as a user would score it: `screenkit check` over realistic workspaces
/// (Tests/Workspaces), each with the mistakes planted in it recorded in its expected.txt.
/// Every finding must be a planted mistake or a true finding accepted there with a reason,
/// and a second finding on one entry is a duplicate, so it counts as wrong.
final class WorkspaceScoreTests: XCTestCase {
    static let workspacesFolder: String = {
        var path = #filePath
        for _ in 0..<2 { path = String(path[..<path.lastIndex(of: "/")!]) }
        return path + "/Workspaces"
    }()

    /// The least precision and recall accepted, for each workspace and over all of them.
    static let threshold = 0.97

    struct Entry: Hashable {
        let file: String
        let line: Int
        let rule: String
    }

    struct Score {
        var right = 0
        var findings = 0
        var plantedFound = 0
        var planted = 0
        var precision: Double { findings == 0 ? 1 : Double(right) / Double(findings) }
        var recall: Double { planted == 0 ? 1 : Double(plantedFound) / Double(planted) }
    }

    func testEachWorkspaceIsCheckedWithHighPrecisionAndRecall() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.workspacesFolder).sorted()
            .filter { FileManager.default.fileExists(atPath: Self.workspacesFolder + "/" + $0 + "/expected.txt") }
        XCTAssertGreaterThanOrEqual(names.count, 3, "three workspaces or more")
        var total = Score()
        for name in names {
            let score = try self.score(name)
            print("workspace \(name): \(score.findings) findings, \(score.right) right, precision \(Self.format(score.precision)); \(score.planted) planted, \(score.plantedFound) found, recall \(Self.format(score.recall))")
            XCTAssertGreaterThanOrEqual(score.precision, Self.threshold, "precision of \(name)")
            XCTAssertGreaterThanOrEqual(score.recall, Self.threshold, "recall of \(name)")
            total.right += score.right
            total.findings += score.findings
            total.plantedFound += score.plantedFound
            total.planted += score.planted
        }
        print("all workspaces: precision \(Self.format(total.precision)) (\(total.right)/\(total.findings)), recall \(Self.format(total.recall)) (\(total.plantedFound)/\(total.planted))")
        XCTAssertGreaterThanOrEqual(total.precision, Self.threshold)
        XCTAssertGreaterThanOrEqual(total.recall, Self.threshold)
    }

    /// The scoring itself: a duplicate and a finding nobody expected are wrong, a planted
    /// mistake not found is missed.
    func testScoringCountsDuplicatesAndStrayFindingsAsWrong() {
        let planted = Entry(file: "a.screen", line: 3, rule: "hit-target-too-small")
        let accepted = Entry(file: "a.screen", line: 9, rule: "misplaced-component")
        let missed = Entry(file: "b.screen", line: 1, rule: "tab-disabled")
        let score = Self.score(findings: [planted, planted, accepted, Entry(file: "a.screen", line: 4, rule: "hit-target-too-small")],
                               planted: [planted, missed], accepted: [accepted])
        XCTAssertEqual(score.right, 2)
        XCTAssertEqual(score.findings, 4)
        XCTAssertEqual(score.plantedFound, 1)
        XCTAssertEqual(score.planted, 2)
    }

    private func score(_ name: String) throws -> Score {
        let folder = Self.workspacesFolder + "/" + name
        let expected = try String(contentsOfFile: folder + "/expected.txt", encoding: .utf8)
        var planted: [Entry] = []
        var accepted: [Entry] = []
        for line in expected.split(separator: "\n") where !line.hasPrefix("#") {
            let words = line.split(separator: " ", maxSplits: 3)
            guard words.count >= 3, let entry = Self.entry(location: words[1], rule: words[2]) else {
                XCTFail("\(name)/expected.txt: cannot read '\(line)'")
                continue
            }
            switch words[0] {
            case "planted": planted.append(entry)
            case "accepted":
                XCTAssertEqual(words.count, 4, "\(name)/expected.txt: an accepted finding says why: '\(line)'")
                accepted.append(entry)
            default: XCTFail("\(name)/expected.txt: '\(words[0])' is neither planted nor accepted")
            }
        }
        XCTAssertGreaterThan(planted.count, 5, "\(name) has mistakes planted")
        // The workspace as a user checks it, in English so that the report is the same anywhere.
        var output = ""
        let io = CommandIO(writeOutput: { output += $0 }, writeError: { _ in }, environment: [:])
        _ = ScreenKitCommand.run(["check", folder, "--locale", "en"], io: io)
        let findings = output.split(separator: "\n").compactMap { Self.finding($0, in: folder) }
        for finding in findings where !planted.contains(finding) && !accepted.contains(finding) {
            print("unexpected in \(name): \(finding.file):\(finding.line) \(finding.rule)")
        }
        return Self.score(findings: findings, planted: planted, accepted: accepted)
    }

    static func score(findings: [Entry], planted: [Entry], accepted: [Entry]) -> Score {
        var score = Score(findings: findings.count, planted: planted.count)
        var matched: Set<Entry> = []
        for finding in findings where planted.contains(finding) || accepted.contains(finding) {
            if matched.insert(finding).inserted { score.right += 1 }
        }
        score.plantedFound = planted.filter(matched.contains).count
        return score
    }

    /// `routes.screen:21` and a rule id.
    private static func entry(location: Substring, rule: Substring) -> Entry? {
        guard let colon = location.lastIndex(of: ":"), let line = Int(location[location.index(after: colon)...]) else { return nil }
        return Entry(file: String(location[..<colon]), line: line, rule: String(rule))
    }

    /// A line of the text report, `FOLDER/FILE:LINE:COLUMN: severity: message [rule-id]`.
    private static func finding(_ line: Substring, in folder: String) -> Entry? {
        guard line.hasPrefix(folder + "/"), line.hasSuffix("]"), let open = line.lastIndex(of: "[") else { return nil }
        let rule = line[line.index(after: open)..<line.index(before: line.endIndex)]
        let location = line.dropFirst(folder.count + 1).split(separator: ":", maxSplits: 2)
        guard location.count == 3, let number = Int(location[1]) else { return nil }
        return Entry(file: String(location[0]), line: number, rule: String(rule))
    }

    private static func format(_ value: Double) -> String {
        String((value * 1000).rounded() / 1000)
    }
}

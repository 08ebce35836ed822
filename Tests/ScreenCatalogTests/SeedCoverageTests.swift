import XCTest
@testable import ScreenCatalog

/// Docs/coverage maps every paragraph of every seed to the entry that carries it, so that
/// nothing of the guidance is lost. The seeds are read from `../shared/seeds` beside the checkout.
final class SeedCoverageTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let seedFolder = root.deletingLastPathComponent().appendingPathComponent("shared/seeds")
    private static let seedFiles = ["000": "000_d9737e8da58f4d3e.txt", "001": "001_b050f906a8746f96.txt", "002": "002_b3fe9956f0cf2804.txt", "003": "003_6ec816ef6f888a07.txt", "004": "004_b7fedf3121f23cb3.txt"]

    private struct Row {
        let seed: String
        let place: String
        let carriedBy: String
        let file: String
    }

    private func rows() throws -> [Row] {
        let folder = Self.root.appendingPathComponent("Docs/coverage")
        var rows: [Row] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".md") {
            for line in try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8).split(separator: "\n") {
                let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
                guard cells.count >= 5, cells[1].count == 3, cells[1].allSatisfy(\.isNumber) else { continue }
                rows.append(Row(seed: cells[1], place: cells[2], carriedBy: cells[4], file: name))
            }
        }
        return rows
    }

    private func seedLines(_ seed: String) throws -> [String] {
        let url = Self.seedFolder.appendingPathComponent(Self.seedFiles[seed]!)
        guard FileManager.default.fileExists(atPath: url.path) else {
            XCTFail("the seeds are not at \(Self.seedFolder.path); the checkout needs shared/ beside it")
            return []
        }
        return try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
    }

    func testEveryNonEmptyLineOfTheLineSeedsHasExactlyOneRow() throws {
        let rows = try rows()
        for seed in ["000", "001", "003", "004"] {
            let lines = try seedLines(seed)
            let places = rows.filter { $0.seed == seed }.map(\.place)
            for (index, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).isEmpty {
                XCTAssertEqual(places.filter { $0 == "L\(index + 1)" }.count, 1, "seed \(seed) line \(index + 1): \(line.prefix(20))")
            }
            for place in places {
                let number = Int(place.dropFirst()) ?? 0
                XCTAssertTrue(number >= 1 && number <= lines.count && !lines[number - 1].trimmingCharacters(in: .whitespaces).isEmpty, "seed \(seed) \(place) is no paragraph")
            }
        }
    }

    func testEverySectionOf002HasRows() throws {
        let text = try seedLines("002").joined(separator: "\n")
        // A place is a section number, maybe with a note: "§1.2 (last sentence)", "after §1.13".
        let sections = Set(try rows().filter { $0.seed == "002" }.compactMap { row -> String? in
            guard let start = row.place.firstIndex(of: "§") else { return nil }
            return String(row.place[start...].prefix { $0 == "§" || $0 == "." || $0.isNumber })
        })
        for section in sections {
            XCTAssertTrue(text.contains(String(section.dropFirst()) + "."), "002 has no \(section)")
        }
        for section in ["§1.1", "§1.2", "§1.3", "§1.4", "§1.5", "§1.6", "§1.7", "§1.8", "§1.9", "§1.10", "§1.11", "§1.12", "§1.13"] {
            XCTAssertTrue(sections.contains(section), "002 \(section) has no row")
        }
    }

    func testRowsNameEntriesThatExistOrSayWhyNot() throws {
        for row in try rows() {
            if row.carriedBy.hasPrefix("—") {
                XCTAssertGreaterThan(row.carriedBy.count, 3, "\(row.file) \(row.seed) \(row.place) gives no reason")
                continue
            }
            // Words that name a catalog element (or the screen) are entry keys and must exist;
            // the cell may add notes in plain words.
            let words = row.carriedBy.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "." }).map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: ".")) }
            let keys = words.filter { word in
                let head = String(word.prefix { $0 != "." })
                return head == "screen" || Catalog.element(named: head) != nil
            }
            XCTAssertFalse(keys.isEmpty, "\(row.file) \(row.seed) \(row.place) names no entry")
            for key in keys {
                XCTAssertNotNil(Guidelines.entry(for: key), "\(row.file) \(row.seed) \(row.place) names \(key), which is no entry")
            }
        }
    }
}

import XCTest
import ScreenTestSupport
@testable import ScreenRules

/// The table the workspace index files screen names in: every name added is found with its
/// value, whatever the hashes, through growth, in the order the names came.
final class ScreenNameTableTests: XCTestCase {
    func testFindsEveryNameAddedAndNoOther() {
        var table = ScreenNameTable<Int>()
        let names = (0..<5_000).map { "Screen\($0)" }
        for (number, name) in names.enumerated() {
            XCTAssertEqual(table.index(adding: name) { number }, number)
            XCTAssertEqual(table.count, number + 1)
        }
        XCTAssertEqual(table.count, names.count)
        XCTAssertEqual(table.names, names)
        for (number, name) in names.enumerated() {
            XCTAssertEqual(table[name], number)
        }
        for absent in ["Screen5000", "screen0", "", "Screen0 ", "Scre"] {
            XCTAssertNil(table[absent], absent)
        }
    }

    func testAddingANameAgainGivesItsPlaceAndKeepsItsValue() {
        var table = ScreenNameTable<[String]>()
        table.update(at: table.index(adding: "Inbox") { [] }) { $0.append("first") }
        let again = table.index(adding: "Inbox") {
            XCTFail("a name already added is not made again")
            return []
        }
        XCTAssertEqual(again, 0)
        table.update(at: again) { $0.append("second") }
        XCTAssertEqual(table["Inbox"], ["first", "second"])
        XCTAssertEqual(table.count, 1)
    }

    /// Names whose hashes are all one are still told apart by their text, through growth:
    /// the probes run past every filled slot.
    func testNamesWhoseHashesCollideAreToldApart() {
        var table = ScreenNameTable<Int>(minimumCapacity: 2)
        let names = (0..<300).map { "Colliding\($0)" }
        for (number, name) in names.enumerated() {
            XCTAssertEqual(table.index(adding: name, hash: 7) { number }, number)
        }
        for (number, name) in names.enumerated() {
            XCTAssertEqual(table.index(of: name, hash: 7), number)
        }
        XCTAssertNil(table.index(of: "Colliding300", hash: 7))
        // Two hashes that fall in one slot of a small table, filed one after the other.
        var small = ScreenNameTable<Int>()
        _ = small.index(adding: "A", hash: 1) { 0 }
        _ = small.index(adding: "B", hash: 1 + 8) { 1 }
        XCTAssertEqual(small.index(of: "B", hash: 1 + 8), 1)
        XCTAssertNil(small.index(of: "A", hash: 1 + 8))
    }

    /// The table compares names as Swift's strings do, as the dictionary it replaced did: a
    /// name written with a combining accent is the name written with the accented letter.
    func testCanonicallyEquivalentNamesAreOneName() {
        var table = ScreenNameTable<Int>()
        _ = table.index(adding: "Caf\u{E9}") { 1 }
        XCTAssertEqual(table["Cafe\u{301}"], 1)
        XCTAssertEqual(table.index(adding: "Cafe\u{301}") { 2 }, 0)
        XCTAssertEqual(table.count, 1)
    }
}

/// The table against a dictionary, on names and hashes drawn at random: few hash values, so
/// that probe runs are long and wrap around the table's end.
final class ScreenNameTableRandomTests: XCTestCase {
    func testAgreesWithADictionaryOnRandomNamesAndHashes() {
        // Seeded, so that a failure repeats.
        var generator = SeededGenerator(seed: 38)
        for round in 0..<20 {
            var table = ScreenNameTable<Int>(minimumCapacity: round)
            var reference: [String: (hash: UInt32, value: Int)] = [:]
            let hashes = UInt32.random(in: 1...64, using: &generator)
            for step in 0..<Int.random(in: 1...600, using: &generator) {
                let name = "N\(Int.random(in: 0..<400, using: &generator))"
                let hash = reference[name]?.hash ?? UInt32.random(in: 0..<hashes, using: &generator) &* 0x9E37_79B9
                let countBefore = table.count
                let added = table.index(adding: name, hash: hash) { step }
                XCTAssertEqual(table.count == countBefore + 1, reference[name] == nil, name)
                if reference[name] == nil { reference[name] = (hash, step) }
                XCTAssertEqual(table.values[added], reference[name]!.value, name)
            }
            XCTAssertEqual(table.count, reference.count)
            for (name, entry) in reference {
                XCTAssertEqual(table.index(of: name, hash: entry.hash).map { table.values[$0] }, entry.value, name)
                XCTAssertEqual(table.names[table.index(of: name, hash: entry.hash)!], name)
            }
            for absent in 400..<420 {
                XCTAssertNil(table.index(of: "N\(absent)", hash: UInt32.random(in: 0..<hashes, using: &generator) &* 0x9E37_79B9))
            }
        }
    }
}

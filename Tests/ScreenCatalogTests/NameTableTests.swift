import XCTest
@testable import ScreenCatalog

/// The catalog's names found by their bytes: each name at its place, and no text that is not
/// one of them, however near.
final class NameTableTests: XCTestCase {
    func testEveryNameIsFoundAndNoNearText() {
        let names = Catalog.elements.map(\.name) + ["", "a", "abcdefgh", "abcdefghi", "abcdefghijklmnop", "abcdefghijklmnopq", "abcdefghijklmnopqrstuvwxyz0123456789"]
        let table = NameTable(names)
        func find(_ text: [UInt8]) -> Int? { text.withUnsafeBufferPointer { table.index(of: $0) } }
        for (index, name) in names.enumerated() {
            let bytes = Array(name.utf8)
            XCTAssertEqual(find(bytes), index, name)
            var near: [[UInt8]] = [bytes + [0], bytes + Array("x".utf8), [0] + bytes]
            if !bytes.isEmpty { near += [Array(bytes.dropLast()), Array(bytes.dropFirst())] }
            for position in bytes.indices {
                var changed = bytes
                changed[position] ^= 0x20
                near.append(changed)
                changed[position] = 0
                near.append(changed)
            }
            for text in near where !names.contains(where: { Array($0.utf8) == text }) {
                XCTAssertNil(find(text), "\(name): \(text)")
            }
        }
    }
}

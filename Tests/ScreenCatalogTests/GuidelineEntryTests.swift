import XCTest
import ScreenSyntax
@testable import ScreenCatalog

/// Every entry a user can see is complete, clean and in the right script.
final class GuidelineEntryTests: XCTestCase {
    func testTheCompiledFilesParseWithoutProblems() {
        XCTAssertEqual(Guidelines.problems, [])
        XCTAssertGreaterThan(Guidelines.entries.count, Catalog.elements.count)
    }

    func testEveryElementAndTheScreenHaveAnEntryInEveryLanguage() {
        for key in Catalog.elements.map(\.name) + ["screen"] {
            guard let entry = Guidelines.entry(for: key) else {
                XCTFail("no entry for \(key)")
                continue
            }
            for language in Language.allCases {
                XCTAssertFalse(entry.summary(language).isEmpty, "\(key) has no \(language) summary")
            }
            XCTAssertFalse(entry.sources.isEmpty)
        }
    }

    func testEveryEntryNamesSomethingInTheCatalog() {
        for entry in Guidelines.entries {
            let parts = entry.key.split(separator: ".").map(String.init)
            let properties: [PropertySpec]
            if parts[0] == "screen" {
                properties = Catalog.screenProperties
            } else if let element = Catalog.element(named: parts[0]) {
                properties = element.allProperties
            } else {
                XCTFail("entry \(entry.key) names no element")
                continue
            }
            guard parts.count > 1 else { continue }
            guard let property = properties.first(where: { $0.name == parts[1] }) else {
                XCTFail("entry \(entry.key) names no property of \(parts[0])")
                continue
            }
            if parts.count > 2 {
                XCTAssertTrue(property.type.enumerationValues.contains(parts[2]), "entry \(entry.key) names no value of \(parts[0]).\(parts[1])")
            }
            XCTAssertLessThanOrEqual(parts.count, 3, entry.key)
        }
    }

    func testSourcesNameSeeds() {
        for entry in Guidelines.entries {
            for source in entry.sources {
                XCTAssertTrue(["000", "001", "002", "003", "004"].contains(source.seed), "\(entry.key): seed \(source.seed)")
                XCTAssertFalse(source.section.isEmpty, entry.key)
            }
        }
    }

    func testNoTextCarriesTheSeedsDefects() {
        for entry in Guidelines.entries {
            for language in Language.allCases {
                let text = entry.text[language]
                let scalars = Array(text.unicodeScalars)
                XCTAssertFalse(scalars.contains("\u{FFFD}"), "\(entry.key) \(language): replacement character")
                XCTAssertFalse(scalars.contains { (0xE000...0xF8FF).contains($0.value) }, "\(entry.key) \(language): private-use glyph")
                XCTAssertFalse(scalars.contains { "āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜ".unicodeScalars.contains($0) }, "\(entry.key) \(language): pinyin tone mark")
                if language != .english {
                    // Chinese text writes its question mark full width; a half-width one stands for a lost character.
                    XCTAssertFalse(text.contains("?"), "\(entry.key) \(language): '?' in Chinese text")
                    for (index, scalar) in scalars.enumerated() where scalar == "(" && index > 0 && isHan(scalars[index - 1]) {
                        let following = scalars[(index + 1)...].prefix { $0 != ")" }
                        XCTAssertFalse(!following.isEmpty && following.allSatisfy { ("a"..."z").contains($0) || $0 == " " }, "\(entry.key) \(language): pinyin annotation")
                    }
                }
            }
        }
    }

    /// Characters that exist in only one of the two scripts, so that a slip of OpenCC or of
    /// copying shows.
    func testEachChineseTextIsInItsOwnScript() {
        let traditionalOnly = Set("這們個說對時會來為與標欄導檢樣變邊據點擊應選擇視圖開關設計顯")
        let simplifiedOnly = Set("这们个说对时会来为与标栏导检样变边据点击应选择视图开关设计显")
        for entry in Guidelines.entries {
            let simplified = entry.text[.simplifiedChinese]
            let traditional = entry.text[.traditionalChinese]
            XCTAssertEqual(simplified.filter { traditionalOnly.contains($0) }, "", "\(entry.key): Traditional characters in zh-Hans")
            XCTAssertEqual(traditional.filter { simplifiedOnly.contains($0) }, "", "\(entry.key): Simplified characters in zh-Hant")
        }
    }

    func testEnglishIsEnglish() {
        for entry in Guidelines.entries {
            XCTAssertFalse(entry.text[.english].unicodeScalars.contains(where: isHan), "\(entry.key): Chinese in the English text")
        }
    }

    private func isHan(_ scalar: Unicode.Scalar) -> Bool {
        (0x4E00...0x9FFF).contains(scalar.value) || (0x3400...0x4DBF).contains(scalar.value)
    }
}

import ScreenSyntax
import ScreenRules
import XCTest

/// `Configuration.disablingEdit`: turning a rule off in screenkit.json keeps the file's own
/// form, and the result reads back with the rule off.
final class ConfigurationEditingTests: XCTestCase {
    private let rule = "button-title-case"

    private func disabling(_ text: String?) throws -> String {
        let bytes = text.map { Array($0.utf8) }
        let edit = try XCTUnwrap(Configuration.disablingEdit(of: rule, in: bytes))
        let result = String(decoding: SourceEdit.apply([edit], to: bytes ?? []).result, as: UTF8.self)
        let loaded = Configuration.load(Array(result.utf8))
        XCTAssertEqual(loaded.problems, [], result)
        XCTAssertEqual(loaded.configuration.severities[rule], .some(nil), result)
        return result
    }

    func testANewFile() throws {
        XCTAssertEqual(try disabling(nil), "{\n  \"rules\": {\n    \"button-title-case\": \"off\"\n  }\n}\n")
        XCTAssertEqual(try disabling("  \n"), "{\n  \"rules\": {\n    \"button-title-case\": \"off\"\n  }\n}\n")
    }

    func testAMemberAddedFirstWithTheIndentationAndLineEndingsOfTheOthers() throws {
        let crlf = "{\r\n    \"locale\": \"zh-Hant\",\r\n    \"rules\": {\r\n        \"nav-bar-long-title\": { \"maxWidth\": 24 }\r\n    }\r\n}\r\n"
        XCTAssertEqual(try disabling(crlf), "{\r\n    \"locale\": \"zh-Hant\",\r\n    \"rules\": {\r\n        \"button-title-case\": \"off\",\r\n        \"nav-bar-long-title\": { \"maxWidth\": 24 }\r\n    }\r\n}\r\n")
        XCTAssertEqual(try disabling("{ \"rules\": { \"nav-bar-long-title\": \"warning\" } }"), "{ \"rules\": { \"button-title-case\": \"off\", \"nav-bar-long-title\": \"warning\" } }")
        XCTAssertEqual(try disabling("{ \"rules\": {} }"), "{ \"rules\": { \"button-title-case\": \"off\" } }")
    }

    func testARulesObjectAddedAndASettingReplaced() throws {
        XCTAssertEqual(try disabling("{\n  \"locale\": \"en\"\n}\n"), "{\n  \"rules\": { \"button-title-case\": \"off\" },\n  \"locale\": \"en\"\n}\n")
        XCTAssertEqual(try disabling("{}"), "{\n  \"rules\": { \"button-title-case\": \"off\" }\n}")
        XCTAssertEqual(try disabling("{ \"rules\": { \"button-title-case\": { \"severity\": \"error\" } } }"), "{ \"rules\": { \"button-title-case\": \"off\" } }")
    }

    func testAFileThatIsNotAnObjectIsNotEdited() {
        XCTAssertNil(Configuration.disablingEdit(of: rule, in: Array("{ \"rules\": ".utf8)))
        XCTAssertNil(Configuration.disablingEdit(of: rule, in: Array("[1, 2]".utf8)))
    }
}

/// Fixes are offered only where the text parsed as written.
final class FixesOnBrokenScreensTests: XCTestCase {
    func testAScreenWithASyntaxErrorOffersNoFixButItsNeighbourDoes() {
        let source = "screen A {\n    Button \"log in\"\n    Label \"x\" {\n}\nscreen B {\n    Button \"log in\"\n}\n"
        let file = FileAnalysis(path: "a.screen", source: Array(source.utf8))
        let findings = RuleEngine.check(file, workspace: WorkspaceIndex([file.summary])).filter { $0.ruleID == "button-title-case" }
        XCTAssertEqual(findings.count, 2)
        XCTAssertEqual(findings.map { $0.fixes.isEmpty }, [true, false])
    }
}

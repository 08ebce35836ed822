import XCTest
import ScreenSyntax
@testable import ScreenRules

/// The one place fixes make their edits: the file keeps its layout.
final class SourceEditorTests: XCTestCase {
    private func setting(_ name: String, _ value: String, in source: String) -> String {
        let file = FileAnalysis(path: "a.screen", source: Array(source.utf8))
        let element = file.screenModel(0).allElements[0]
        let edit = SourceEditor(file.tree).setting(name, to: value, on: element)
        return String(decoding: SourceEdit.apply([edit], to: Array(source.utf8)).result, as: UTF8.self)
    }

    private func removing(_ needle: String, in source: String) -> String {
        let bytes = Array(source.utf8), pattern = Array(needle.utf8)
        let start = (0...(bytes.count - pattern.count)).first { Array(bytes[$0..<$0 + pattern.count]) == pattern }!
        let edit = SourceEditor(bytes).removal(of: start..<start + pattern.count)
        return String(decoding: SourceEdit.apply([edit], to: bytes).result, as: UTF8.self)
    }

    func testSettingAPropertyFollowsTheBlocksLayout() {
        XCTAssertEqual(setting("style", "bar", in: "screen A { ProgressView }"), "screen A { ProgressView { style: bar } }")
        XCTAssertEqual(setting("style", "bar", in: "screen A { ProgressView {} }"), "screen A { ProgressView { style: bar } }")
        XCTAssertEqual(setting("style", "bar", in: "screen A { ProgressView {progress: 1} }"), "screen A { ProgressView {style: bar progress: 1} }")
        XCTAssertEqual(setting("style", "bar", in: "screen A {\n  ProgressView {\n    progress: 1\n  }\n}"), "screen A {\n  ProgressView {\n    style: bar\n    progress: 1\n  }\n}")
        XCTAssertEqual(setting("progress", "0.5", in: "screen A { ProgressView { progress: 1 } }"), "screen A { ProgressView { progress: 0.5 } }")
    }

    func testRemovalTakesItsLineOrItsBlanks() {
        XCTAssertEqual(removing("hidden: true", in: "Tab {\n    icon: \"a\"\n    hidden: true\n}"), "Tab {\n    icon: \"a\"\n}")
        XCTAssertEqual(removing("hidden: true", in: "Tab {\r\n    hidden: true\r\n}"), "Tab {\r\n}")
        XCTAssertEqual(removing("hidden: true", in: "Tab { icon: \"a\" hidden: true }"), "Tab { icon: \"a\" }")
        XCTAssertEqual(removing("a: 1", in: "  a: 1 b: 2"), "  b: 2")
    }

    func testRemovalTakesItsSeparatorAndLeavesNoTrailingBlanksButKeepsComments() {
        XCTAssertEqual(removing("title: \"x\"", in: "Button { role: destructive; title: \"x\"; }"), "Button { role: destructive; }")
        XCTAssertEqual(removing("role: destructive", in: "Button { role: destructive, title: \"x\" }"), "Button { title: \"x\" }")
        // The last member takes the separator before it along.
        XCTAssertEqual(removing("hidden: true", in: "Tab {\n    icon: \"a\"; hidden: true\n}"), "Tab {\n    icon: \"a\"\n}")
        XCTAssertEqual(removing("hidden: true", in: "Tab {\r\n    icon: \"a\";\r\n    hidden: true\r\n}"), "Tab {\r\n    icon: \"a\"\r\n}")
        XCTAssertEqual(removing("role: cancel", in: "Button { title: \"x\", role: cancel }"), "Button { title: \"x\" }")
        XCTAssertEqual(removing("hidden: true", in: "Tab {\n    hidden: true // why 😀\n}"), "Tab {\n    // why 😀\n}")
        XCTAssertEqual(removing("hidden: true", in: "Tab { icon: \"a\"; hidden: true; /* and me */ }"), "Tab { icon: \"a\"; /* and me */ }")
    }

    func testInsertionFollowsTheLineEndingAndTheSeparators() {
        let crlf = Array("screen A {\r\n    Label \"b\"\r\n    Label \"a\"\r\n}\r\n".utf8)
        let offset = crlf.firstRange(of: Array("Label \"b\"".utf8))!.lowerBound
        let edit = SourceEditor(crlf).insertion("StatusBar", before: offset)
        XCTAssertEqual(String(decoding: SourceEdit.apply([edit], to: crlf).result, as: UTF8.self), "screen A {\r\n    StatusBar\r\n    Label \"b\"\r\n    Label \"a\"\r\n}\r\n")
        let inline = Array("Button { title: \"x\"; role: cancel }".utf8)
        let at = inline.firstRange(of: Array("title".utf8))!.lowerBound
        XCTAssertEqual(String(decoding: SourceEdit.apply([SourceEditor(inline).insertion("style: plain", before: at)], to: inline).result, as: UTF8.self), "Button { style: plain; title: \"x\"; role: cancel }")
    }

    func testAMovedElementTakesItsTrailingCommentAndTheFilesLineEndings() {
        let source = "screen A {\r\n    Label \"top\"\r\n    StatusBar { style: darkContent } // red one\r\n}\r\n"
        let file = FileAnalysis(path: "a.screen", source: Array(source.utf8))
        let elements = file.screenModel(0).allElements
        let statusBar = elements.first { $0.name == "StatusBar" }!, label = elements.first { $0.name == "Label" }!
        let moved = SourceEdit.apply(SourceEditor(file.tree).move(statusBar, before: label), to: Array(source.utf8)).result
        XCTAssertEqual(String(decoding: moved, as: UTF8.self), "screen A {\r\n    StatusBar { style: darkContent } // red one\r\n    Label \"top\"\r\n}\r\n")
    }
}

import XCTest
import ScreenFormat
import ScreenSyntax

/// Formats `text` and fails the test when the formatter refuses it.
func formatted(_ text: String, _ options: FormatOptions = .defaults, file: StaticString = #filePath, line: UInt = #line) -> String {
    switch ScreenFormatter.format(Array(text.utf8), options: options) {
    case .formatted(let result):
        return String(decoding: result.text, as: UTF8.self)
    case .refused(let errors):
        XCTFail("refused: \(errors.map(\.message.english))", file: file, line: line)
        return text
    }
}

/// Asserts that `input` formats to `expected`, and `expected` to itself.
func assertFormats(_ input: String, _ expected: String, _ options: FormatOptions = .defaults, file: StaticString = #filePath, line: UInt = #line) {
    let result = formatted(input, options, file: file, line: line)
    XCTAssertEqual(result, expected, file: file, line: line)
    XCTAssertEqual(formatted(result, options, file: file, line: line), result, "not idempotent", file: file, line: line)
}

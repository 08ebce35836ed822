import ScreenSupport
import XCTest
import ScreenTestSupport
@testable import ScreenKitCLI

/// What `check`, `format` and `explain` print in each language keeps to its vocabulary
/// (Vocabulary): Taiwan usage in zh-Hant, mainland usage in zh-Hans, points in English.
final class VocabularyOutputTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("screenkit-vocabulary-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func write(_ name: String, _ text: String) {
        FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(text.utf8))
    }

    private func run(_ arguments: [String], environment: [String: String] = [:]) -> String {
        var output = ""
        let io = CommandIO(writeOutput: { output += $0 }, writeError: { output += $0 }, environment: environment)
        _ = ScreenKitCommand.run(arguments, io: io)
        return output
    }

    /// The lines of `output` a writer of the locale's language would not write. The seeds' own section
    /// titles (the source lines) are citations, and what the user wrote is quoted.
    private func misusedLines(_ output: String, _ locale: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { line in
            !["_Source", "_出处", "_出處"].contains { line.hasPrefix($0) } && !Vocabulary.misuses(inOutput: line, locale: locale).isEmpty
        }
    }

    func testCheckFormatAndExplainKeepToEachLanguage() {
        write("mail.screen", """
            screen Inbox {
                NavigationBar { title: "Inbox" Button "Edit" Button "Compose" Button "Search" }
                TableView { Cell "Today" { pushes: Missing } }
                Toolbar { Button "Archive" Button "Move" Button "Flag" Button "Reply" Button "Forward" Button "Delete" }
                Alert "Error" { Button "OK" Button "Retry" Button "Later" Button "Never" }
                Buton "Typo"
            }
            screen Player {
                Button { icon: "play.fill" width: 30pt height: 30pt }
                SegmentedControl { Segment "A" Segment "B" Segment "C" Segment "D" Segment "E" Segment "F" }
                StatusBar { hidden: true }
            }
            """)
        write("broken.screen", "screen 錯誤 { Label \"open }\n")
        let names = run(["explain", "--list"]).split(separator: "\n").map(String.init)
        XCTAssertGreaterThan(names.count, 50, "explain lists the components and the rules")
        for locale in ["en", "zh-Hans", "zh-Hant"] {
            let check = run(["check", folder, "--locale", locale])
            XCTAssertGreaterThan(check.split(separator: "\n").count, 8, "the workspace has findings to word:\n\(check)")
            XCTAssertEqual(misusedLines(check, locale), [], "check in \(locale)")
            // `format` speaks the environment's language.
            let environment = ["LANG": ["en": "en_US.UTF-8", "zh-Hans": "zh_CN.UTF-8", "zh-Hant": "zh_TW.UTF-8"][locale]!]
            let format = run(["format", "--check", folder], environment: environment)
            XCTAssertFalse(format.isEmpty)
            XCTAssertEqual(misusedLines(format, locale), [], "format in \(locale):\n\(format)")
            for name in names {
                XCTAssertEqual(misusedLines(run(["explain", name, "--locale", locale]), locale), [], "explain \(name) in \(locale)")
            }
        }
    }
}

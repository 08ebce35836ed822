import ScreenSupport
import XCTest
import ScreenTestSupport
@testable import ScreenKitCLI

/// The commands as a user runs them: files on disk, output and exit codes.
final class CommandTests: XCTestCase {
    private var folder = ""
    private let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("screenkit-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func write(_ name: String, _ text: String) -> String {
        let path = folder + "/" + name
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    private func run(_ arguments: [String], environment: [String: String] = [:]) -> (code: Int32, output: String, error: String) {
        var output = ""
        var error = ""
        let io = CommandIO(writeOutput: { output += $0 }, writeError: { error += $0 }, environment: environment)
        let code = ScreenKitCommand.run(arguments, io: io)
        return (code, output, error)
    }

    func testEveryNumberOfJobsGivesTheSameReport() {
        // Files that link to each other, so that findings depend on the whole workspace.
        for index in 0..<24 {
            _ = write("part\(index).screen", """
                screen Screen\(index) {
                    NavigationBar { title: "Inbox \(index)" BackButton "Inbox \(index + 23)" Button "edit" }
                    TableView { Cell "Next" { pushes: Screen\(index + 1)x } }
                    Toolbar { Button { icon: "square.and.pencil" presents: Screen\((index + 1) % 24) } }
                }

                """)
        }
        let serial = run(["check", folder, "--jobs", "1", "--format", "json"])
        XCTAssertEqual(serial.code, 1)
        XCTAssertGreaterThan(serial.output.count, 10_000)
        for jobs in ["2", "3", "8", "64"] {
            let parallel = run(["check", folder, "--jobs", jobs, "--format", "json"])
            XCTAssertEqual(parallel.code, serial.code)
            XCTAssertEqual(parallel.output, serial.output, "--jobs \(jobs)")
            XCTAssertEqual(parallel.error, "", "no progress line where standard error is no terminal")
        }
        XCTAssertEqual(run(["check", folder, "--format", "json"]).output, serial.output, "the default, one thread per core")
    }

    /// A large file is read and checked a section at a time; the report is the one of reading
    /// it whole, for the examples and for a file of many screens with mistakes.
    func testFilesReadInSectionsGiveTheSameReport() {
        var screens = ""
        for index in 0..<300 {
            screens += """
                screen Screen\(index) {
                    NavigationBar { title: "Inbox \(index)" BackButton "Inbox \(index + 23)" Button "edit" }
                    TableView { Cell "Next" { pushes: Screen\(index + 1)x } }
                }

                """
        }
        let large = write("large.screen", screens + "// screenkit-ignore-file: button-title-case\n")
        for target in [large, repositoryRoot.appendingPathComponent("Docs/examples").path] {
            let whole = run(["check", target, "--format", "json"])
            let sectioned = run(["check", target, "--format", "json"], environment: ["SCREENKIT_SECTIONED_FROM": "0", "SCREENKIT_SECTION_BYTES": "500"])
            XCTAssertEqual(sectioned.code, whole.code)
            XCTAssertEqual(sectioned.output, whole.output, target)
            XCTAssertGreaterThan(whole.output.count, 1_000)
        }
    }

    func testJobsMustBeAPositiveNumber() {
        let path = write("ok.screen", "screen Inbox {}\n")
        for value in ["0", "-2", "many"] {
            let result = run(["check", path, "--jobs", value])
            XCTAssertEqual(result.code, 2)
            XCTAssertTrue(result.error.contains("--jobs takes a whole number of threads, at least 1, not '\(value)'"), result.error)
        }
    }

    func testCleanFileExitsZero() {
        let path = write("ok.screen", "screen Inbox {\n    NavigationBar { title: \"Inbox\" }\n}\n")
        let result = run(["check", path])
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.output, "Checked 1 file: 0 errors, 0 warnings, 0 notes.\n")
    }

    func testTextOutputHasCompilerFormWithByteColumns() {
        let path = write("bad.screen", "screen Inbox {\n    Label \"中文😀\" { colour: red }\n    Buton \"Edit\"\n}\n")
        let result = run(["check", path])
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(result.output.split(separator: "\n").map(String.init), [
            "\(path):2:26: warning: Label has no property 'colour'; it takes: font, size, dynamicType, width, height, hidden. [unknown-property]",
            "\(path):3:5: error: Unknown component 'Buton'; did you mean 'Button'? [unknown-component]",
            "Checked 1 file: 1 error, 1 warning, 0 notes.",
        ])
    }

    func testJSONRangesAreUTF16WithChineseAndEmojiBeforeTheError() throws {
        let source = MarkedSource("screen Inbox {\n    Label \"標題 😀 🇨🇳\" { 1️⃣colour2️⃣: red }\n}\n")
        let path = write("bad.screen", source.text)
        let result = run(["check", path, "--format", "json"])
        XCTAssertEqual(result.code, 0, "a warning is no error")
        let items = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        XCTAssertEqual(items.count, 1)
        let item = items[0]
        XCTAssertEqual(item["file"] as? String, path)
        XCTAssertEqual(item["code"] as? String, "unknown-property")
        XCTAssertEqual(item["severity"] as? String, "warning")
        let range = try XCTUnwrap(item["range"] as? [String: [String: Int]])
        // `    Label "標題 😀 🇨🇳" { `: 4 + 6 + 1 + 2 + 1 + 2 + 1 + 4 (two regional indicators) + 1 + 1 + 1 + 1 UTF-16 units.
        let column = "    Label \"標題 😀 🇨🇳\" { ".utf16.count
        XCTAssertEqual(range["start"], ["line": 1, "character": column])
        XCTAssertEqual(range["end"], ["line": 1, "character": column + 6])
    }

    func testJSONReportLayoutIsStable() {
        // Scripts and people diff these reports: two spaces a level, every finding's fixes
        // and related locations present even when empty, a final line feed.
        let path = write("a.screen", "screen A {\n    Button \"Log In\" { pushes: B }\n}\n")
        let result = run(["check", path, "--format", "json"])
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(result.output, """
            [
              {
                "file": "\(path)",
                "code": "unknown-screen",
                "severity": "error",
                "message": "No screen named B in the workspace; did you mean A?",
                "range": {
                  "start": {
                    "line": 1,
                    "character": 30
                  },
                  "end": {
                    "line": 1,
                    "character": 31
                  }
                },
                "fixes": [
                  {
                    "title": "Change to A",
                    "safety": "unsafe",
                    "edits": [
                      {
                        "range": {
                          "start": {
                            "line": 1,
                            "character": 30
                          },
                          "end": {
                            "line": 1,
                            "character": 31
                          }
                        },
                        "newText": "A"
                      }
                    ]
                  }
                ],
                "related": []
              }
            ]

            """)
    }

    func testSARIFCarriesResultsAndRules() throws {
        let path = write("bad.screen", "screen Inbox {\n    Buton\n}\n")
        let result = run(["check", path, "--format", "sarif"])
        XCTAssertEqual(result.code, 1)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.first?["ruleId"] as? String, "unknown-component")
        XCTAssertEqual(results.first?["level"] as? String, "error")
        let region = try XCTUnwrap(((results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Int])
        XCTAssertEqual(region["startLine"], 2)
        XCTAssertEqual(region["startColumn"], 5)
        let rules = try XCTUnwrap((run["tool"] as? [String: Any]).flatMap { $0["driver"] as? [String: Any] }?["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.compactMap { $0["id"] as? String }, ["unknown-component"])
    }

    func testLocaleFromOptionAndEnvironment() {
        let path = write("bad.screen", "screen Inbox {\n    Buton\n}\n")
        XCTAssertTrue(run(["check", path, "--locale", "zh-Hant"]).output.contains("未知的元件「Buton」；您是指「Button」嗎？"))
        XCTAssertTrue(run(["check", path], environment: ["LANG": "zh_CN.UTF-8"]).output.contains("未知的组件“Buton”；您是指“Button”吗？"))
        XCTAssertTrue(run(["check", path], environment: ["LANG": "zh_TW.UTF-8"]).output.contains("已檢查 1 個檔案"))
    }

    func testFoldersAreSearchedAndMissingPathsAreIOErrors() {
        _ = write("a/one.screen", "screen A { }\n")
        _ = write("a/b/two.screen", "screen B { }\n")
        _ = write("a/notes.txt", "not a screen")
        XCTAssertEqual(run(["check", folder + "/a"]).output, "Checked 2 files: 0 errors, 0 warnings, 0 notes.\n")
        let missing = run(["check", folder + "/nope"])
        XCTAssertEqual(missing.code, 2)
        XCTAssertTrue(missing.error.contains("no such file or folder"))
    }

    func testUsageErrors() {
        XCTAssertEqual(run(["check", "--format", "xml"]).code, 2)
        XCTAssertEqual(run(["check", "--bogus"]).code, 2)
        XCTAssertEqual(run(["frobnicate"]).code, 2)
        XCTAssertEqual(run([]).code, 2)
        XCTAssertEqual(run(["check", "--help"]).code, 0)
        XCTAssertEqual(run(["--version"]).output, "screenkit \(ScreenKitCommand.version)\n")
    }

    func testExplainInEveryLanguage() {
        let english = run(["explain", "TabBar"])
        XCTAssertEqual(english.code, 0)
        XCTAssertTrue(english.output.contains("A tab bar appears at the bottom of the screen, 49 pt high"))
        XCTAssertTrue(run(["explain", "TabBar", "--locale", "zh-Hans"]).output.contains("标签栏出现在屏幕的底部，高度 49pt"))
        let traditional = run(["explain", "TabBar", "--locale", "zh-Hant"])
        XCTAssertTrue(traditional.output.contains("標籤列出現在螢幕的底部，高度 49pt"))
        XCTAssertTrue(traditional.output.contains("出處：001 标签栏"))
        XCTAssertTrue(run(["explain", "Tab.badge"]).output.contains("Type: `string or int`"))
        XCTAssertTrue(run(["explain", "duplicate-bar"]).output.contains("Default severity: error"))
        // Chinese readers get the severity in their words, and the word screenkit.json takes.
        XCTAssertTrue(run(["explain", "duplicate-bar", "--locale", "zh-Hans"]).output.contains("默认严重性：错误（error）"))
        XCTAssertTrue(run(["explain", "hit-target-too-small", "--locale", "zh-Hant"]).output.contains("預設嚴重性：警告（warning）"))
        let unknown = run(["explain", "Tabbar"])
        XCTAssertEqual(unknown.code, 2)
        XCTAssertTrue(unknown.error.contains("did you mean 'TabBar'?"))
    }

    func testTheCleanExamplesCheckClean() {
        let examples = repositoryRoot.appendingPathComponent("Docs/examples")
        let clean = ["mail", "music", "photos", "settings"].map { examples.appendingPathComponent("\($0).screen").path }
        let result = run(["check"] + clean)
        XCTAssertEqual(result.code, 0, result.output)
        XCTAssertTrue(result.output.hasPrefix("Checked 4 files: 0 errors, 0 warnings, 0 notes."), result.output)
    }

    /// The notes example shows a newcomer two findings, and only those.
    func testTheNotesExampleHasItsTwoFindings() {
        let result = run(["check", repositoryRoot.appendingPathComponent("Docs/examples").path])
        XCTAssertEqual(result.code, 0, result.output)
        let findings = result.output.split(separator: "\n").filter { $0.contains(": warning: ") || $0.contains(": error: ") || $0.contains(": info: ") }
        XCTAssertEqual(findings.count, 2, result.output)
        XCTAssertTrue(findings.allSatisfy { $0.contains("notes.screen:") }, result.output)
        XCTAssertTrue(findings[0].hasSuffix("[nav-bar-too-many-items]"), result.output)
        XCTAssertTrue(findings[1].hasSuffix("[alert-generic-title]"), result.output)
        XCTAssertTrue(result.output.contains("Checked 5 files: 0 errors, 2 warnings, 0 notes."), result.output)
    }
}

final class CheckSettingsTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("screenkit-settings-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func run(_ arguments: [String]) -> (code: Int32, output: String) {
        var output = ""
        let code = ScreenKitCommand.run(arguments, io: CommandIO(writeOutput: { output += $0 }, writeError: { output += $0 }, environment: [:]))
        return (code, output)
    }

    func testConfigInTheFolderIsPickedUp() {
        FileManager.default.createFile(atPath: folder + "/a.screen", contents: Data("screen A {\n  Buton\n}\n".utf8))
        FileManager.default.createFile(atPath: folder + "/screenkit.json", contents: Data(#"{ "locale": "zh-Hans", "rules": { "unknown-component": "warning" } }"#.utf8))
        let result = run(["check", folder])
        XCTAssertEqual(result.code, 0)
        XCTAssertTrue(result.output.contains("warning: 未知的组件“Buton”"), result.output)
    }

    func testMalformedConfigIsReportedOnItsFileAndTheDefaultsApply() {
        FileManager.default.createFile(atPath: folder + "/a.screen", contents: Data("screen A {\n  Buton\n}\n".utf8))
        FileManager.default.createFile(atPath: folder + "/screenkit.json", contents: Data("{\n  \"rules\": {\n".utf8))
        let result = run(["check", folder])
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(result.output.contains("\(folder)/screenkit.json:3:1: error: screenkit.json is not valid JSON"), result.output)
        XCTAssertTrue(result.output.contains("error: Unknown component 'Buton'"), result.output)
    }

    func testFixAppliesOnlySafeFixes() throws {
        let path = folder + "/a.screen"
        let original = "screen A {\n  NavigationBar { title: \"A\" title: \"A\" }\n  Label { font: body font: title }\n  Stac\n}\n"
        FileManager.default.createFile(atPath: path, contents: Data(original.utf8))
        let result = run(["check", path, "--fix"])
        let fixed = try String(contentsOfFile: path, encoding: .utf8)
        // The identical repeat goes; the differing one, and an unknown name that could mean
        // Stack or Tab, are the user's to decide.
        XCTAssertEqual(fixed, "screen A {\n  NavigationBar { title: \"A\" }\n  Label { font: body font: title }\n  Stac\n}\n")
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(result.output.contains("duplicate-property"))
    }

    func testFixSaysWhatItFixedSettlesInOneRunAndNamesUnsafeFixes() throws {
        let path = folder + "/settings.screen"
        // "sign in" is title-cased, and the two identical titles lose their repeat; the
        // differing font and the unknown name have only unsafe fixes.
        let original = "screen A {\n  NavigationBar { title: \"A\" title: \"A\" }\n  Button \"sign in\" { }\n  Button \"log out\" { }\n  Label { font: body font: title }\n  Stac\n}\n"
        FileManager.default.createFile(atPath: path, contents: Data(original.utf8))
        let result = run(["check", path, "--fix"])
        XCTAssertTrue(result.output.contains("Fixed 3 findings in \(path) (button-title-case ×2, duplicate-property)"), result.output)
        XCTAssertTrue(result.output.contains("2 fixes are unsafe (they change what the screen shows); use --unsafe-fixes to apply them."), result.output)
        // A second run finds nothing more to fix.
        let again = run(["check", path, "--fix"])
        XCTAssertFalse(again.output.contains("Fixed"), again.output)
        let unsafe = run(["check", path, "--fix", "--unsafe-fixes"])
        XCTAssertTrue(unsafe.output.contains("Fixed 2 findings"), unsafe.output)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8).contains("Stac\n"), false)
        XCTAssertEqual(run(["check", path, "--unsafe-fixes"]).code, 2)
    }

    func testJSONAndSARIFCarryFixesAndRelatedLocations() throws {
        FileManager.default.createFile(atPath: folder + "/a.screen", contents: Data("screen A {\n  Button \"log in\"\n}\n".utf8))
        FileManager.default.createFile(atPath: folder + "/b.screen", contents: Data("// 😀\nscreen A { }\n".utf8))
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run(["check", folder, "--format", "json"]).output.utf8)) as? [[String: Any]])
        let titleCase = try XCTUnwrap(json.first { $0["code"] as? String == "button-title-case" })
        let fix = try XCTUnwrap((titleCase["fixes"] as? [[String: Any]])?.first)
        XCTAssertEqual(fix["title"] as? String, "Write \"Log In\"")
        XCTAssertEqual(fix["safety"] as? String, "safe")
        XCTAssertEqual((fix["edits"] as? [[String: Any]])?.first?["newText"] as? String, "\"Log In\"")
        let duplicate = try XCTUnwrap(json.first { $0["code"] as? String == "duplicate-screen" && ($0["file"] as? String)?.hasSuffix("a.screen") == true })
        let related = try XCTUnwrap((duplicate["related"] as? [[String: Any]])?.first)
        XCTAssertEqual(related["file"] as? String, folder + "/b.screen")
        XCTAssertEqual((related["range"] as? [String: Any]).flatMap { $0["start"] as? [String: Int] }, ["line": 1, "character": 7])

        let sarif = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run(["check", folder, "--format", "sarif"]).output.utf8)) as? [String: Any])
        let results = try XCTUnwrap(((sarif["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let sarifFix = try XCTUnwrap((results.first { $0["ruleId"] as? String == "button-title-case" }?["fixes"] as? [[String: Any]])?.first)
        let replacement = try XCTUnwrap(((sarifFix["artifactChanges"] as? [[String: Any]])?.first?["replacements"] as? [[String: Any]])?.first)
        XCTAssertEqual((replacement["insertedContent"] as? [String: Any])?["text"] as? String, "\"Log In\"")
        XCTAssertEqual((replacement["deletedRegion"] as? [String: Int]), ["startLine": 2, "startColumn": 10, "endLine": 2, "endColumn": 18])
        let sarifRelated = try XCTUnwrap(results.first { $0["ruleId"] as? String == "duplicate-screen" }?["relatedLocations"] as? [[String: Any]])
        XCTAssertEqual(sarifRelated.count, 1)
    }

    func testMissingConfigFileIsAnIOError() {
        XCTAssertEqual(run(["check", folder, "--config", folder + "/nope.json"]).code, 2)
    }
}

/// `check --fix --diff`: what the fixes would change, as a unified diff; nothing written.
extension CommandTests {
    private func read(_ path: String) -> String {
        String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    }

    /// Two passes (a repeat removed, then two titles cased) far apart in the file: one diff
    /// with a hunk for each place, of the text the user wrote.
    func testTheDiffShowsEveryPassAndNothingIsWritten() {
        let text = "screen A {\n  NavigationBar { title: \"A\" title: \"A\" }\n  Label \"one\"\n  Label \"two\"\n  Label \"three\"\n  Label \"four\"\n  Label \"five\"\n  Label \"six\"\n  Label \"seven\"\n  Button \"sign in\" { }\n}\n"
        let path = write("a.screen", text)
        let result = run(["check", path, "--fix", "--diff"])
        XCTAssertEqual(read(path), text)
        XCTAssertEqual(result.output, """
            --- \(path)
            +++ \(path)
            @@ -1,5 +1,5 @@
             screen A {
            -  NavigationBar { title: "A" title: "A" }
            +  NavigationBar { title: "A" }
               Label "one"
               Label "two"
               Label "three"
            @@ -7,5 +7,5 @@
               Label "five"
               Label "six"
               Label "seven"
            -  Button "sign in" { }
            +  Button "Sign In" { }
             }

            """)
        XCTAssertEqual(result.error, "Would fix 2 findings in \(path) (button-title-case, duplicate-property)\n")
        XCTAssertEqual(result.code, 1)
        // The findings are not reported, and the fixes are not applied.
        XCTAssertEqual(run(["check", path, "--fix", "--diff"]).output, result.output)
    }

    /// As Ruff's: 1 when a fix would change a file, 0 when none would, whatever findings are
    /// left (`check` reports those).
    func testTheExitStatusSaysWhetherAFixWouldChangeAFile() {
        let path = write("a.screen", "screen A {\n  Label { font: body font: title }\n  Stac\n}\n")
        let nothingSafe = run(["check", path, "--fix", "--diff"])
        XCTAssertEqual(nothingSafe.code, 0)
        XCTAssertEqual(nothingSafe.output, "")
        XCTAssertEqual(nothingSafe.error, "2 fixes are unsafe (they change what the screen shows); use --unsafe-fixes to apply them.\n")
        XCTAssertEqual(run(["check", path]).code, 1)

        let unsafe = run(["check", path, "--fix", "--unsafe-fixes", "--diff"])
        XCTAssertEqual(unsafe.code, 1)
        XCTAssertTrue(unsafe.output.hasPrefix("--- \(path)\n+++ \(path)\n@@ -1,4 +1,"), unsafe.output)
        XCTAssertTrue(unsafe.output.contains("\n-  Stac\n"), unsafe.output)
        XCTAssertTrue(unsafe.error.hasPrefix("Would fix 2 findings in \(path)"), unsafe.error)
        XCTAssertEqual(read(path), "screen A {\n  Label { font: body font: title }\n  Stac\n}\n")
    }

    func testDiffNeedsFixAndPrintsNoReport() {
        let path = write("a.screen", "screen A { }\n")
        let alone = run(["check", path, "--diff"])
        XCTAssertEqual(alone.code, 2)
        XCTAssertTrue(alone.error.hasPrefix("screenkit check: --diff needs --fix\n"), alone.error)
        let json = run(["check", path, "--fix", "--diff", "--format", "json"])
        XCTAssertEqual(json.code, 2)
        XCTAssertEqual(json.error, "screenkit check: --diff prints a diff, not a report; leave out --format\n")
    }

    /// A CRLF file with a byte-order mark and Chinese text: the diff's lines are the file's,
    /// line endings included.
    func testTheDiffKeepsTheFilesLineEndingsAndMark() {
        let text = "\u{FEFF}screen A {\r\n  NavigationBar { title: \"设置\" title: \"设置\" } // 😀\r\n}\r\n"
        let path = write("a.screen", text)
        let result = run(["check", path, "--fix", "--diff"])
        XCTAssertEqual(result.output, "--- \(path)\n+++ \(path)\n@@ -1,3 +1,3 @@\n \u{FEFF}screen A {\r\n-  NavigationBar { title: \"设置\" title: \"设置\" } // 😀\r\n+  NavigationBar { title: \"设置\" } // 😀\r\n }\r\n")
        XCTAssertEqual(read(path), text)
    }
}

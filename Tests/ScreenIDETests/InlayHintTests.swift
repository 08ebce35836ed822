import XCTest
import ScreenRules
import ScreenSyntax
import ScreenTestSupport
@testable import ScreenIDE

/// Inlay hints: bar heights per device, screen roles, link titles, and the settings that
/// switch each kind off.
final class InlayHintTests: XCTestCase {
    private let source = MarkedSource("""
        screen Inbox1️⃣ {
            device: iphoneX
            StatusBar2️⃣
            NavigationBar3️⃣ { title: "收件匣" }
            TableView { Cell "A" { pushes: Message4️⃣ } Cell "B" { presents: Nowhere } }
            TabBar5️⃣ { Tab "Mail" { screen: Inbox6️⃣ } }
        }
        screen Message7️⃣ {
            NavigationBar8️⃣ { title: "訊息" }
            Toolbar9️⃣ { Button "Reply" { presents: Compose } }
        }
        screen Compose🔟 { presentation: modal }
        """)

    private func hints(_ configuration: Configuration = .defaults, language: Language = .english, range: Range<Int>? = nil) -> [InlayHint] {
        let host = AnalysisHost()
        host.setConfiguration(configuration)
        host.setText(source.bytes, for: "a")
        return host.snapshot.inlayHints(in: "a", range: range, language: language) ?? []
    }

    func testEveryKindInEnglish() {
        XCTAssertEqual(hints(), [
            InlayHint(offset: source["1️⃣"], label: "root screen", kind: .screenRoles),
            InlayHint(offset: source["2️⃣"], label: "44 pt", kind: .barHeights),
            InlayHint(offset: source["3️⃣"], label: "44 pt", kind: .barHeights),
            InlayHint(offset: source["4️⃣"], label: "“訊息”", kind: .navigationTitles),
            InlayHint(offset: source["5️⃣"], label: "49 pt + 34 pt safe area", kind: .barHeights),
            InlayHint(offset: source["6️⃣"], label: "“收件匣”", kind: .navigationTitles),
            InlayHint(offset: source["7️⃣"], label: "pushed screen", kind: .screenRoles),
            InlayHint(offset: source["8️⃣"], label: "44 pt", kind: .barHeights),
            InlayHint(offset: source["9️⃣"], label: "44 pt", kind: .barHeights),
            InlayHint(offset: source["🔟"], label: "modal screen", kind: .screenRoles),
        ])
    }

    func testTraditionalChineseQuotesAndWords() {
        let labels = hints(language: .traditionalChinese).map(\.label)
        XCTAssertEqual(labels.prefix(5), ["根畫面", "44 pt", "44 pt", "「訊息」", "49 pt + 34 pt 安全區域"])
        XCTAssertEqual(hints(language: .simplifiedChinese).last?.label, "模态页面")
    }

    func testEachKindCanBeSwitchedOff() {
        for kind in InlayHintSetting.allCases {
            var configuration = Configuration()
            configuration.inlayHints[kind.rawValue] = false
            let shown = Set(hints(configuration).map(\.kind))
            XCTAssertEqual(shown, Set(InlayHintSetting.allCases).subtracting([kind]))
        }
    }

    func testOnlyHintsInTheRange() {
        XCTAssertEqual(hints(range: source.range("7️⃣", "9️⃣")).map(\.offset), [source["7️⃣"], source["8️⃣"], source["9️⃣"]])
    }

    func testTheSettingIsReadFromScreenkitJSON() {
        let (configuration, problems) = Configuration.load(Array(#"{"inlayHints": {"barHeights": false, "screenRoles": 1, "sizes": true}}"#.utf8))
        XCTAssertEqual(configuration.inlayHints, ["barHeights": false])
        XCTAssertEqual(problems.map { $0.message[.english] }, [
            "'screenRoles' takes true or false.",
            "Unknown inlay hint 'sizes'; the kinds are \"barHeights\", \"screenRoles\", \"navigationTitles\".",
        ])
    }
}

import ScreenSyntax

extension Rule {
    static let inconsistentBarAppearance = Rule(RuleDescription(
        id: "inconsistent-bar-appearance", severity: .information, category: .workspace, guideline: "NavigationBar", seeds: ["000"],
        summary: LocalizedText(
            "Screens of one orientation whose navigation bars differ in translucency or background color.",
            "同一屏幕方向的页面，导航栏的透明度或背景色不一致。",
            "同一螢幕方向的畫面，導覽列的透明度或背景色不一致。"),
        rationale: LocalizedText(
            "Make sure a customized navigation bar has a consistent look and feel in every view of your app: within the same screen orientation, avoid changing the navigation bar's background image, color or translucency from screen to screen. The screens that differ from what most screens of that orientation do are reported.",
            "确保你自定义的导航栏在你的应用的每个视图中都拥有一致的外观与体验：在屏幕处于同一方向时，最好不要改变不同屏上导航栏的背景图片、颜色和透明度。与同一方向上多数页面不同的页面会被报告。",
            "確保你自訂的導覽列在你的應用的每個視圖中都擁有一致的外觀與體驗：在螢幕處於同一方向時，最好不要改變不同畫面上導覽列的背景圖片、顏色和透明度。與同一方向上多數畫面不同的畫面會被報告。"),
        triggering: [
            "screen Inbox {\n    NavigationBar { title: \"Inbox\" }\n}\n\nscreen Conversation {\n    NavigationBar { title: \"Alice Chen\" BackButton \"Inbox\" 1️⃣translucent: false2️⃣ }\n}\n\nscreen Mailboxes {\n    NavigationBar { title: \"Mailboxes\" translucent: true }\n}",
            "screen Stocks {\n    NavigationBar { title: \"股票\" barTint: #1C1C1E }\n}\n\nscreen Detail {\n    NavigationBar { title: \"详情\" BackButton \"股票\" barTint: #1c1c1e }\n}\n\nscreen News {\n    1️⃣NavigationBar2️⃣ { title: \"新闻\" }\n}\n\nscreen Chart {\n    NavigationBar { title: \"图表\" 3️⃣barTint: #FF95004️⃣ translucent: false }\n}",
        ],
        nonTriggering: [
            "screen Inbox {\n    NavigationBar { title: \"Inbox\" barTint: #FF9500 }\n}\n\nscreen Conversation {\n    NavigationBar { title: \"Alice Chen\" BackButton \"Inbox\" barTint: #FF9500 translucent: true }\n}",
            // Landscape screens are compared among themselves, and a screen without a navigation bar has nothing to compare.
            "screen Library {\n    NavigationBar { title: \"Library\" }\n}\n\nscreen Player {\n    orientation: landscape\n    NavigationBar { title: \"Now Playing\" translucent: false barTint: #000000 }\n}\n\nscreen Photo {\n    fullScreen: true\n    Image { name: \"photo\" }\n}",
        ],
        fix: .unsafe,
        corrections: [
            Correction(
                "screen A {\n    NavigationBar { title: \"A\" translucent: false barTint: #FF9500 }\n}\nscreen B {\n    NavigationBar { title: \"B\" translucent: false barTint: #FF9500 }\n}\nscreen C {\n    1️⃣NavigationBar2️⃣ {\n        title: \"C\"\n    }\n}\n",
                "screen A {\n    NavigationBar { title: \"A\" translucent: false barTint: #FF9500 }\n}\nscreen B {\n    NavigationBar { title: \"B\" translucent: false barTint: #FF9500 }\n}\nscreen C {\n    NavigationBar {\n        translucent: false\n        barTint: #FF9500\n        title: \"C\"\n    }\n}\n"),
            Correction(
                "screen A {\n    NavigationBar { title: \"A\" }\n}\nscreen B {\n    NavigationBar { title: \"B\" }\n}\nscreen C {\n    NavigationBar { title: \"C\" 1️⃣barTint: #000000 }\n}\n",
                "screen A {\n    NavigationBar { title: \"A\" }\n}\nscreen B {\n    NavigationBar { title: \"B\" }\n}\nscreen C {\n    NavigationBar { title: \"C\" }\n}\n"),
        ]
    ), lookingAt: [.navigationBar]) { screen, context in
        guard let bar = screen.topLevel(.navigationBar).first else { return }
        // Worked out once per workspace, not once per screen.
        let survey = context.memoized("bar-appearance", surveys: .barLooks, BarAppearanceSurvey.init)
        guard let usualSettings = survey.usualSettings(of: screen) else { return }
        // Most bars agree on every aspect, which a loop tells without a list of differences.
        var agrees = true
        for (aspect, usualSetting) in zip(NavigationBarAspect.every, usualSettings) where agrees {
            if let usual = usualSetting.usual, !aspect.matches(usual, on: bar) { agrees = false }
        }
        guard !agrees else { return }
        // Every aspect at odds is one fault of the bar: one finding, with one fix for all.
        // A constant, not a list grown in a loop: the words below capture it, and a variable
        // they capture is boxed on the heap for every bar, most of which agree.
        let differing = zip(NavigationBarAspect.every, usualSettings).compactMap { aspect, usualSetting in
            usualSetting.usual.flatMap { usual in
                aspect.matches(usual, on: bar) ? nil : (aspect: aspect, mine: aspect.setting(of: bar), usual: usual, setting: usualSetting)
            }
        }
        guard let first = differing.first else { return }
        // The agreeing screens are read here, which notes the reading; the words are made in
        // the report, in the language wanted.
        let peers = differing.flatMap { difference in
            difference.setting.firstAgreeing.compactMap(context.workspace.declaration).map { (difference: difference, peer: $0) }
        }
        let orientation = screen.orientation
        func message() -> LocalizedText {
            differing.count == 1
                ? first.aspect.message(mine: first.mine, usual: first.usual, agreeing: first.setting.agreeingCount, of: first.setting.peerCount, orientation: orientation)
                : NavigationBarAspect.message(differing.map { ($0.aspect, $0.mine, $0.usual, $0.setting.agreeingCount) }, of: first.setting.peerCount, orientation: orientation)
        }
        func fixTitle() -> LocalizedText {
            differing.count == 1 ? first.aspect.fixTitle(first.usual) : NavigationBarAspect.fixTitle(differing.map { ($0.aspect, $0.usual) })
        }
        let edits = NavigationBarAspect.edits(setting: differing.map { ($0.aspect, $0.usual) }, on: bar)
        // A tint read from other screens is copied only when it is a color: one read from a
        // broken screen may not be, and would break this one.
        let writable = differing.allSatisfy { !$0.usual.hasPrefix("#") || ColorLiteral(Array($0.usual.utf8)[...]).isValid }
        let place = differing.compactMap { bar.property($0.aspect.property)?.range }.min { $0.lowerBound < $1.lowerBound }
        context.report(place ?? bar.nameRange, message(), fixes: writable ? [Fix(title: fixTitle(), edits: edits)] : [], related: peers.map { difference, peer in
            RelatedLocation(file: peer.path, range: peer.screen.navigationBarRange!, message: difference.aspect.describe(difference.usual, on: peer.screen.name))
        })
    }

    /// Enough related screens to show the usual setting without listing a whole app.
    fileprivate static let maxRelatedScreens = 3
}

/// The usual look of the workspace's navigation bars, for each orientation (landscape
/// screens are compared among themselves) and each aspect, in `NavigationBarAspect.allCases`
/// order.
private final class BarAppearanceSurvey: Sendable {
    struct UsualSetting: Sendable {
        let peerCount: Int
        let usual: String?
        /// How many screens have the usual setting.
        let agreeingCount: Int
        /// The first few of them, in the survey's order: enough to point at.
        let firstAgreeing: [WorkspaceIndex.ScreenReference]
    }

    /// Portrait screens' usual settings apart from the other orientations': most screens are
    /// portrait, and a comparison finds them without hashing.
    private let portraitSettings: [UsualSetting]?
    private let otherSettings: [String: [UsualSetting]]

    func usualSettings(_ orientation: String) -> [UsualSetting]? {
        orientation == Self.portrait ? portraitSettings : otherSettings[orientation]
    }

    /// The usual settings of the screen's orientation. Most screens are portrait, which is
    /// told from the value in place, without a string made of it for every screen.
    func usualSettings(of screen: ScreenModel) -> [UsualSetting]? {
        screen.isPortrait ? portraitSettings : usualSettings(screen.orientation)
    }

    private static let portrait = "portrait"

    /// How often each setting of one aspect occurs among the screens of one orientation, in
    /// the order the settings are first seen, so that a tie goes to the one seen first.
    private struct Tally {
        var settings: [(setting: String, count: Int, firstScreens: [WorkspaceIndex.ScreenReference])] = []
        var indexBySetting: [String: Int] = [:]

        /// The setting counted last: most screens have the setting the one before had, which
        /// a comparison tells without hashing it.
        var last: Int?

        mutating func count(_ setting: String, on screen: WorkspaceIndex.ScreenReference) {
            let index: Int
            if let last, settings[last].setting == setting {
                index = last
            } else if let found = indexBySetting[setting] {
                index = found
            } else {
                indexBySetting[setting] = settings.count
                last = settings.count
                settings.append((setting, 1, [screen]))
                return
            }
            last = index
            settings[index].count += 1
            if settings[index].firstScreens.count < Rule.maxRelatedScreens { settings[index].firstScreens.append(screen) }
        }

        func usualSetting(peerCount: Int) -> UsualSetting {
            var best: Int?
            for index in settings.indices where best.map({ settings[index].count > settings[$0].count }) ?? true { best = index }
            guard let best else { return UsualSetting(peerCount: peerCount, usual: nil, agreeingCount: 0, firstAgreeing: []) }
            return UsualSetting(peerCount: peerCount, usual: settings[best].setting, agreeingCount: settings[best].count, firstAgreeing: settings[best].firstScreens)
        }
    }

    /// The screens with a navigation bar of one orientation: how many, and each aspect's tally.
    private struct Peers {
        var count = 0
        var tallies: [Tally] = NavigationBarAspect.allCases.map { _ in Tally() }

        mutating func add(_ screen: ScreenSummary, _ reference: WorkspaceIndex.ScreenReference) {
            count += 1
            for (index, aspect) in NavigationBarAspect.every.enumerated() {
                tallies[index].count(aspect.setting(of: screen), on: reference)
            }
        }
    }

    init(_ workspace: WorkspaceIndex) {
        // The screens are counted in a fixed order, so that a tie goes to the setting seen
        // first. Their summaries are read in place, and each setting is counted as it is
        // read: lists of every screen's settings cost more than the rest of the rule.
        var portraitPeers = Peers()
        var otherPeers: [String: Peers] = [:]
        workspace.forEachScreen { reference, screen in
            guard screen.navigationBarRange != nil else { return }
            if screen.orientation == Self.portrait {
                portraitPeers.add(screen, reference)
            } else {
                otherPeers[screen.orientation, default: Peers()].add(screen, reference)
            }
        }
        func usual(_ peers: Peers) -> [UsualSetting] { peers.tallies.map { $0.usualSetting(peerCount: peers.count) } }
        portraitSettings = portraitPeers.count > 0 ? usual(portraitPeers) : nil
        otherSettings = otherPeers.mapValues(usual)
    }
}

/// What of a navigation bar's look must agree across screens: its translucency and its
/// background color. Settings are compared as text: "true"/"false", an uppercased color, or
/// `noTint`.
private enum NavigationBarAspect: CaseIterable {
    case translucent
    case barTint

    static let noTint = ""

    /// `allCases`, made once: a case list is made anew at each use, and every screen asks.
    static let every = allCases

    var property: String {
        switch self {
        case .translucent: return "translucent"
        case .barTint: return "barTint"
        }
    }

    func setting(of bar: ElementNode) -> String {
        switch self {
        case .translucent: return String(Self.isTranslucent(bar))
        case .barTint: return bar.property("barTint").map { $0.value.text.uppercased() } ?? Self.noTint
        }
    }

    /// Whether the bar's setting is `setting`, as `setting(of:)` says: every bar is compared,
    /// and most agree, so a string is made only of a tint the bar has.
    func matches(_ setting: String, on bar: ElementNode) -> Bool {
        switch self {
        case .translucent: return setting == (Self.isTranslucent(bar) ? "true" : "false")
        case .barTint: return bar.property("barTint").map { $0.value.text.uppercased() == setting } ?? (setting == Self.noTint)
        }
    }

    /// A bar is translucent unless it says otherwise.
    private static func isTranslucent(_ bar: ElementNode) -> Bool {
        bar.boolValue("translucent") ?? true
    }

    func setting(of screen: ScreenSummary) -> String {
        switch self {
        case .translucent: return String(screen.navigationBarTranslucent ?? true)
        case .barTint: return screen.navigationBarTint?.uppercased() ?? Self.noTint
        }
    }

    func edits(setting: String, on bar: ElementNode) -> [SourceEdit] {
        if self == .barTint, setting == Self.noTint, bar.property("barTint") != nil {
            return SourceEditor(bar.syntax.tree).removals(of: Self.tints(of: bar).map(\.range))
        }
        return [SourceEditor(bar.syntax.tree).setting(property, to: setting, on: bar)]
    }

    /// Every `barTint` of the bar, in order: when the first goes, a repeated one would count
    /// in its place and keep the bar colored.
    private static func tints(of bar: ElementNode) -> [PropertySyntax] {
        bar.properties.filter { $0.name == "barTint" }.map(\.syntax)
    }

    /// The edits that give the bar every usual setting at once: a tint to drop is removed, or
    /// replaced by the one property to add, so that no two edits touch one place.
    static func edits(setting changes: [(aspect: NavigationBarAspect, usual: String)], on bar: ElementNode) -> [SourceEdit] {
        guard changes.count > 1 else { return changes.flatMap { $0.aspect.edits(setting: $0.usual, on: bar) } }
        let editor = SourceEditor(bar.syntax.tree)
        let dropsTint = changes.contains { $0.aspect == .barTint && $0.usual == noTint }
        let sets = changes.filter { !($0.aspect == .barTint && $0.usual == noTint) }.map { (name: $0.aspect.property, value: $0.usual) }
        guard dropsTint, let tint = bar.property("barTint") else { return editor.settings(sets, on: bar) }
        let added = sets.filter { bar.property($0.name) == nil }
        let replaced = sets.filter { bar.property($0.name) != nil }
        let repeatedTints = Self.tints(of: bar).dropFirst().map(\.range)
        let tintEdits = added.isEmpty
            ? editor.removals(of: [tint.range] + repeatedTints)
            : [SourceEdit(range: tint.range, newText: added.map { "\($0.name): \($0.value)" }.joined(separator: " "))] + editor.removals(of: Array(repeatedTints))
        return editor.settings(replaced, on: bar) + tintEdits
    }

    /// How a setting reads in a sentence.
    private func phrase(_ setting: String) -> LocalizedText {
        switch (self, setting) {
        case (.translucent, "true"): return LocalizedText("translucent", "半透明", "半透明")
        case (.translucent, _): return LocalizedText("opaque", "不透明", "不透明")
        case (.barTint, Self.noTint): return LocalizedText("plain (no barTint)", "没有背景色", "沒有背景色")
        case (.barTint, _): return LocalizedText("colored \(setting)", "背景色为 \(setting)", "背景色為 \(setting)")
        }
    }

    func describe(_ setting: String, on screen: String) -> LocalizedText {
        let phrase = phrase(setting)
        return LocalizedText("The navigation bar of \(screen) is \(phrase.english).",
                    "\(screen) 的导航栏\(phrase.simplifiedChinese)。",
                    "\(screen) 的導覽列\(phrase.traditionalChinese)。")
    }

    func fixTitle(_ setting: String) -> LocalizedText {
        let phrase = phrase(setting)
        return LocalizedText("Make the navigation bar \(phrase.english)",
                    "将导航栏改为\(phrase.simplifiedChinese)",
                    "將導覽列改為\(phrase.traditionalChinese)")
    }

    /// The fix's title when several aspects change at once.
    static func fixTitle(_ changes: [(aspect: NavigationBarAspect, usual: String)]) -> LocalizedText {
        let phrases = changes.map { $0.aspect.phrase($0.usual) }
        return LocalizedText("Make the navigation bar \(phrases.map(\.english).joined(separator: " and "))",
                    "将导航栏改为\(phrases.map(\.simplifiedChinese).joined(separator: "且"))",
                    "將導覽列改為\(phrases.map(\.traditionalChinese).joined(separator: "且"))")
    }

    /// The message for a bar at odds with the others in several aspects.
    static func message(_ differences: [(aspect: NavigationBarAspect, mine: String, usual: String, agreeing: Int)], of total: Int, orientation: String) -> LocalizedText {
        let mine = differences.map { $0.aspect.phrase($0.mine) }, usual = differences.map { $0.aspect.phrase($0.usual) }
        let counts = differences.map { "\($0.aspect.property): \($0.agreeing)" }.joined(separator: ", ")
        let (hans, hant) = orientation == "landscape" ? ("横屏", "橫屏") : ("竖屏", "豎屏")
        return LocalizedText(
            "This navigation bar is \(mine.map(\.english).joined(separator: " and ")), but most of the \(total) \(orientation) screens' navigation bars are \(usual.map(\.english).joined(separator: " and ")) (screens agreeing, \(counts)); keep the navigation bar's look the same from screen to screen in one orientation.",
            "此导航栏\(mine.map(\.simplifiedChinese).joined(separator: "且"))，但 \(total) 个\(hans)页面中多数的导航栏\(usual.map(\.simplifiedChinese).joined(separator: "且"))（一致的页面数，\(counts)）；同一屏幕方向下，请让各页面的导航栏外观保持一致。",
            "此導覽列\(mine.map(\.traditionalChinese).joined(separator: "且"))，但 \(total) 個\(hant)畫面中多數的導覽列\(usual.map(\.traditionalChinese).joined(separator: "且"))（一致的畫面數，\(counts)）；同一螢幕方向下，請讓各畫面的導覽列外觀保持一致。")
    }

    func message(mine: String, usual: String, agreeing: Int, of total: Int, orientation: String) -> LocalizedText {
        let mine = phrase(mine), usual = phrase(usual)
        let (hans, hant) = orientation == "landscape" ? ("横屏", "橫屏") : ("竖屏", "豎屏")
        return LocalizedText(
            "This navigation bar is \(mine.english), but the navigation bars of \(agreeing) of the \(total) \(orientation) screens are \(usual.english); keep the navigation bar's look the same from screen to screen in one orientation.",
            "此导航栏\(mine.simplifiedChinese)，但 \(total) 个\(hans)页面中有 \(agreeing) 个的导航栏\(usual.simplifiedChinese)；同一屏幕方向下，请让各页面的导航栏外观保持一致。",
            "此導覽列\(mine.traditionalChinese)，但 \(total) 個\(hant)畫面中有 \(agreeing) 個的導覽列\(usual.traditionalChinese)；同一螢幕方向下，請讓各畫面的導覽列外觀保持一致。")
    }
}

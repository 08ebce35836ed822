import ScreenJSON
import ScreenSyntax
import ScreenFormat

extension Configuration {
    /// The name of the configuration file at a workspace's root.
    public static let fileName = "screenkit.json"

    /// Reads `screenkit.json`. Whatever is wrong gives a finding on that file and the part
    /// that is wrong falls back to its default; the rest still applies.
    ///
    /// ```json
    /// { "locale": "zh-Hant",
    ///   "rules": { "toolbar-prefer-icons": "off",
    ///              "nav-bar-long-title": { "severity": "warning", "maxWidth": 24 } } }
    /// ```
    public static func load(_ bytes: [UInt8], rules: [Rule] = Rules.all) -> (configuration: Configuration, problems: [Diagnostic]) {
        let root: JSONReader.Node
        do {
            root = try JSONReader.parse(bytes)
        } catch {
            let offset = min(error.offset, bytes.count)
            let problem = Diagnostic(ruleID: invalidConfigurationID, severity: .error, range: offset..<min(offset + 1, bytes.count), message: LocalizedText(
                "screenkit.json is not valid JSON (\(error.message)); the defaults apply.",
                "screenkit.json 不是有效的 JSON（\(error.message)）；将使用默认设置。",
                "screenkit.json 不是有效的 JSON（\(error.message)）；將使用預設設定。"))
            return (Configuration(), [problem])
        }
        return load(root, rules: rules)
    }

    /// Reads settings of screenkit.json's shape that were parsed already (or came as values,
    /// from an editor); problems are placed at the nodes' ranges.
    public static func load(_ root: JSONReader.Node, rules: [Rule] = Rules.all) -> (configuration: Configuration, problems: [Diagnostic]) {
        var configuration = Configuration()
        var problems: [Diagnostic] = []
        // Past the findings limit, problems are only counted: their messages (and the names
        // they suggest) are never made, so a file of a million unknown keys stays cheap.
        var limit = FindingsLimit.defaultLimit
        var omitted = 0, omittedSeverity = Severity.hint, firstOmitted = 0..<0
        func problem(_ range: Range<Int>, _ severity: Severity, _ message: @autoclosure () -> LocalizedText) {
            guard problems.count < limit else {
                if omitted == 0 { firstOmitted = range }
                omitted += 1
                omittedSeverity = min(omittedSeverity, severity)
                return
            }
            problems.append(Diagnostic(ruleID: invalidConfigurationID, severity: severity, range: range, message: message()))
        }
        func withOmitted(_ problems: [Diagnostic]) -> [Diagnostic] {
            guard omitted > 0 else { return problems }
            return problems + [FindingsLimit.summary(omitted: omitted, limit: limit, severity: omittedSeverity, at: firstOmitted)]
        }
        guard case .object(let members) = root.value else {
            problem(root.range, .error, LocalizedText("screenkit.json must hold an object: { \"rules\": { … } }.", "screenkit.json 应包含一个对象：{ \"rules\": { … } }。", "screenkit.json 應包含一個物件：{ \"rules\": { … } }。"))
            return (configuration, problems)
        }
        let rulesByID = Dictionary(rules.map { ($0.id, $0.description) }, uniquingKeysWith: { first, _ in first })
        let ruleNames = NameSuggestion(rules.map(\.id))
        // The limit applies to this file's own problems too, so it is read first.
        if let setting = members.last(where: { $0.key == "maxFindingsPerFile" }) {
            if case .number(let value) = setting.value.value, let whole = Int(exactly: value), FindingsLimit.allowedLimits.contains(whole) {
                configuration.findingsPerFile = whole
                limit = whole
            } else {
                let low = FindingsLimit.allowedLimits.lowerBound, high = FindingsLimit.allowedLimits.upperBound
                problem(setting.value.range, .warning, LocalizedText(
                    "\"maxFindingsPerFile\" takes a whole number from \(low) to \(high); the default \(FindingsLimit.defaultLimit) applies.",
                    "\"maxFindingsPerFile\" 应为 \(low) 到 \(high) 之间的整数；将使用默认值 \(FindingsLimit.defaultLimit)。",
                    "\"maxFindingsPerFile\" 應為 \(low) 到 \(high) 之間的整數；將使用預設值 \(FindingsLimit.defaultLimit)。"))
            }
        }
        for member in members {
            switch member.key {
            case "maxFindingsPerFile":
                continue
            case "locale":
                if case .string(let tag) = member.value.value, ["en", "zh-hans", "zh-hant"].contains(tag.lowercased()) || tag.lowercased().hasPrefix("zh") || tag.lowercased().hasPrefix("en") {
                    configuration.locale = tag
                } else {
                    problem(member.value.range, .warning, LocalizedText("\"locale\" takes \"en\", \"zh-Hans\" or \"zh-Hant\".", "\"locale\" 可取 \"en\"、\"zh-Hans\" 或 \"zh-Hant\"。", "\"locale\" 可取 \"en\"、\"zh-Hans\" 或 \"zh-Hant\"。"))
                }
            case "inlayHints":
                loadInlayHints(member.value, into: &configuration, problem: problem)
            case "rules":
                guard case .object(let settings) = member.value.value else {
                    problem(member.value.range, .warning, LocalizedText("\"rules\" takes an object of rule ids.", "\"rules\" 应为以规则 ID 为键的对象。", "\"rules\" 應為以規則 ID 為鍵的物件。"))
                    continue
                }
                for setting in settings {
                    guard let rule = rulesByID[setting.key] else {
                        problem(setting.keyRange, .warning, unknownRuleMessage(setting.key, suggesting: ruleNames.nearest(to: setting.key)))
                        continue
                    }
                    apply(setting.value, to: rule, in: &configuration, problem: problem)
                }
            case "format":
                configuration.format = formatOptions(member.value, problem: problem)
            default:
                problem(member.keyRange, .warning, LocalizedText("Unknown setting '\(shortened(member.key))'; screenkit.json takes \"rules\", \"locale\", \"format\", \"inlayHints\" and \"maxFindingsPerFile\".", "未知的设置“\(shortened(member.key))”；screenkit.json 接受 \"rules\"、\"locale\"、\"format\"、\"inlayHints\" 和 \"maxFindingsPerFile\"。", "未知的設定「\(shortened(member.key))」；screenkit.json 接受 \"rules\"、\"locale\"、\"format\"、\"inlayHints\" 和 \"maxFindingsPerFile\"。"))
            }
        }
        return (configuration, withOmitted(problems))
    }

    /// The message on an unknown rule id, with the nearest id when one is close.
    private static func unknownRuleMessage(_ key: String, suggesting suggestion: String?) -> LocalizedText {
        let name = shortened(key)
        return LocalizedText(
            "No rule is called '\(name)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? ""),
            "没有名为“\(name)”的规则。" + (suggestion.map { "您是指“\($0)”吗？" } ?? ""),
            "沒有名為「\(name)」的規則。" + (suggestion.map { "您是指「\($0)」嗎？" } ?? ""))
    }

    /// A name as quoted in a message: a very long one is cut, so that the message stays readable.
    private static func shortened(_ name: String) -> String {
        name.count > 80 ? String(name.prefix(80)) + "…" : name
    }

    public static let invalidConfigurationID = "invalid-configuration"

    /// `"format": {"indentWidth": 4, "lineWidth": 100}`; a wrong value keeps its default.
    private static func formatOptions(_ node: JSONReader.Node, problem: (Range<Int>, Severity, @autoclosure () -> LocalizedText) -> Void) -> FormatOptions? {
        guard case .object(let members) = node.value else {
            problem(node.range, .warning, LocalizedText("\"format\" takes an object: { \"indentWidth\": 4, \"lineWidth\": 100 }.", "\"format\" 应为对象：{ \"indentWidth\": 4, \"lineWidth\": 100 }。", "\"format\" 應為物件：{ \"indentWidth\": 4, \"lineWidth\": 100 }。"))
            return nil
        }
        var options = FormatOptions.defaults
        for member in members {
            let range: ClosedRange<Int>
            switch member.key {
            case "indentWidth": range = FormatOptions.indentWidthRange
            case "lineWidth": range = FormatOptions.lineWidthRange
            default:
                problem(member.keyRange, .warning, LocalizedText("\"format\" has no setting '\(member.key)'; it takes \"indentWidth\" and \"lineWidth\".", "\"format\" 没有设置“\(member.key)”；它接受 \"indentWidth\" 和 \"lineWidth\"。", "\"format\" 沒有設定「\(member.key)」；它接受 \"indentWidth\" 和 \"lineWidth\"。"))
                continue
            }
            guard case .number(let value) = member.value.value, value.rounded() == value, range.contains(Int(exactly: value) ?? Int.min) else {
                problem(member.value.range, .warning, LocalizedText("'\(member.key)' takes a whole number from \(range.lowerBound) to \(range.upperBound).", "“\(member.key)”应为 \(range.lowerBound) 到 \(range.upperBound) 之间的整数。", "「\(member.key)」應為 \(range.lowerBound) 到 \(range.upperBound) 之間的整數。"))
                continue
            }
            if member.key == "indentWidth" { options.indentWidth = Int(value) } else { options.lineWidth = Int(value) }
        }
        return options
    }

    /// `"inlayHints": { "barHeights": false, … }`: each kind on or off.
    private static func loadInlayHints(_ node: JSONReader.Node, into configuration: inout Configuration, problem: (Range<Int>, Severity, @autoclosure () -> LocalizedText) -> Void) {
        let names = InlayHintSetting.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        guard case .object(let members) = node.value else {
            problem(node.range, .warning, LocalizedText("\"inlayHints\" takes an object of \(names) with true or false.", "\"inlayHints\" 应为对象，键为 \(names)，值为 true 或 false。", "\"inlayHints\" 應為物件，鍵為 \(names)，值為 true 或 false。"))
            return
        }
        for member in members {
            guard InlayHintSetting(rawValue: member.key) != nil else {
                problem(member.keyRange, .warning, LocalizedText("Unknown inlay hint '\(member.key)'; the kinds are \(names).", "未知的内嵌提示“\(member.key)”；可用的种类为 \(names)。", "未知的內嵌提示「\(member.key)」；可用的種類為 \(names)。"))
                continue
            }
            guard case .bool(let shown) = member.value.value else {
                problem(member.value.range, .warning, LocalizedText("'\(member.key)' takes true or false.", "“\(member.key)”应为 true 或 false。", "「\(member.key)」應為 true 或 false。"))
                continue
            }
            configuration.inlayHints[member.key] = shown
        }
    }

    private static func apply(_ node: JSONReader.Node, to rule: RuleDescription, in configuration: inout Configuration, problem: (Range<Int>, Severity, @autoclosure () -> LocalizedText) -> Void) {
        switch node.value {
        case .string(let word):
            applySeverity(word, node.range, rule, &configuration, problem)
        case .object(let members):
            for member in members {
                if member.key == "severity" {
                    if case .string(let word) = member.value.value {
                        applySeverity(word, member.value.range, rule, &configuration, problem)
                    } else {
                        problem(member.value.range, .warning, severityHelp)
                    }
                } else if let option = rule.options.first(where: { $0.name == member.key }) {
                    if case .number(let value) = member.value.value, option.accepts(value) {
                        configuration.options[rule.id, default: [:]][member.key] = value
                    } else if case .number(let value) = member.value.value {
                        let allowed = option.allowedValues, shown = value.asWritten, fallback = option.defaultValue.asWritten
                        problem(member.value.range, .warning, LocalizedText(
                            "'\(member.key)' of '\(rule.id)' takes \(allowed[.english]); \(shown) is outside that, so the default \(fallback) applies.",
                            "“\(rule.id)”的“\(member.key)”应为\(allowed[.simplifiedChinese])；\(shown) 超出此范围，将使用默认值 \(fallback)。",
                            "「\(rule.id)」的「\(member.key)」應為\(allowed[.traditionalChinese])；\(shown) 超出此範圍，將使用預設值 \(fallback)。"))
                    } else {
                        problem(member.value.range, .warning, LocalizedText("'\(member.key)' takes a number.", "“\(member.key)”应为数字。", "「\(member.key)」應為數字。"))
                    }
                } else {
                    let known = (["severity"] + rule.options.map(\.name)).joined(separator: ", ")
                    problem(member.keyRange, .warning, LocalizedText("'\(rule.id)' has no setting '\(shortened(member.key))'; it takes: \(known).", "“\(rule.id)”没有设置“\(shortened(member.key))”；它接受：\(known)。", "「\(rule.id)」沒有設定「\(shortened(member.key))」；它接受：\(known)。"))
                }
            }
        default:
            problem(node.range, .warning, severityHelp)
        }
    }

    private static func applySeverity(_ word: String, _ range: Range<Int>, _ rule: RuleDescription, _ configuration: inout Configuration, _ problem: (Range<Int>, Severity, @autoclosure () -> LocalizedText) -> Void) {
        switch word {
        case "off": configuration.severities[rule.id] = .some(nil)
        case "error": configuration.severities[rule.id] = .error
        case "warning": configuration.severities[rule.id] = .warning
        case "info", "information": configuration.severities[rule.id] = .information
        case "hint": configuration.severities[rule.id] = .hint
        default: problem(range, .warning, severityHelp)
        }
    }

    private static let severityHelp = LocalizedText(
        "A rule's setting is \"error\", \"warning\", \"info\", \"hint\", \"off\", or an object with \"severity\" and the rule's thresholds.",
        "规则的设置应为 \"error\"、\"warning\"、\"info\"、\"hint\"、\"off\"，或包含 \"severity\" 和阈值的对象。",
        "規則的設定應為 \"error\"、\"warning\"、\"info\"、\"hint\"、\"off\"，或包含 \"severity\" 和閾值的物件。")
}

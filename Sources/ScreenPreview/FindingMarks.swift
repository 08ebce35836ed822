import ScreenSyntax
import ScreenRules

/// The findings of one screen, each given to the innermost drawn element that holds its
/// start; the ones no drawn element holds (on the screen's name or properties, or inside a
/// hidden element with no drawn ancestor) belong to the screen itself.
struct FindingMarks {
    private var byElement: [ObjectIdentifier: [Diagnostic]] = [:]
    private(set) var onScreen: [Diagnostic] = []

    init(_ findings: [Diagnostic], screen: ScreenModel) {
        for finding in findings {
            if let element = Self.holder(of: finding.range.lowerBound, in: screen.elements) {
                byElement[ObjectIdentifier(element), default: []].append(finding)
            } else {
                onScreen.append(finding)
            }
        }
    }

    func findings(of element: ElementNode) -> [Diagnostic] {
        byElement[ObjectIdentifier(element)] ?? []
    }

    /// The innermost drawn element whose text holds `offset`.
    private static func holder(of offset: Int, in elements: [ElementNode]) -> ElementNode? {
        elementsHolding(offset, in: elements).prefix { !$0.isHidden }.last
    }
}

/// The elements whose text holds `offset`, outermost first. Siblings stand in source order
/// and do not overlap, so each level is a binary search: a screen of many elements with many
/// findings or links costs a logarithm per finding, not a scan.
func elementsHolding(_ offset: Int, in elements: [ElementNode]) -> [ElementNode] {
    var chain: [ElementNode] = []
    var level = elements[...]
    while !level.isEmpty {
        var low = level.startIndex
        var high = level.endIndex
        while low < high {
            let middle = (low + high) / 2
            if level[middle].range.lowerBound <= offset { low = middle + 1 } else { high = middle }
        }
        guard low > level.startIndex, level[low - 1].range.contains(offset) else { break }
        let element = level[low - 1]
        chain.append(element)
        level = element.children[...]
    }
    return chain
}

extension [Diagnostic] {
    /// The worst severity among them.
    var worstSeverity: Severity? { map(\.severity).min() }

    /// The rule ids, each once, in the order of the findings.
    var ruleIDs: [String] {
        var seen: Set<String> = []
        return map(\.ruleID).filter { seen.insert($0).inserted }
    }

    /// One line per finding, for a tooltip: severity, message, rule id.
    func tooltip(_ language: Language) -> String {
        map { "\(PreviewText.severity($0.severity)[language]): \($0.message[language]) [\($0.ruleID)]" }.joined(separator: "\n")
    }
}

extension Severity {
    /// The color a finding of this severity is outlined in.
    var markColor: String {
        switch self {
        case .error: return "#FF3B30"
        case .warning: return "#FF9500"
        case .information: return "#007AFF"
        case .hint: return "#8E8E93"
        }
    }
}

extension ElementNode {
    /// `hidden: true`: the element is not drawn, nor anything in it.
    var isHidden: Bool { boolValue("hidden") == true }

    /// `width:` and `height:` in points, when written.
    var declaredWidth: Double? { property("width")?.value.numberValue?.points.map { max(0, $0) } }
    var declaredHeight: Double? { property("height")?.value.numberValue?.points.map { max(0, $0) } }
}

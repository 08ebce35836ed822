import ScreenSyntax
import ScreenRules
@testable import ScreenPreview

/// An element read back from a picture by the SVG contract: a `<g data-element data-line>`
/// and its first `<rect>`, as a tool would read it.
struct ReadElement: Equatable {
    let name: String
    let line: Int
    let findings: [String]
    let title: String?
    let frame: Frame
}

/// The picture of the one (or the named) screen of `source`, with the rules' findings.
func picture(_ source: String, screen name: String? = nil, language: Language = .english) -> String {
    let file = FileAnalysis(path: "test.screen", source: Array(source.utf8))
    let findings = RuleEngine.check(file, workspace: WorkspaceIndex([file.summary]))
    let index = file.screenDeclarations.firstIndex { name == nil || $0.name == name }!
    return Wireframe(file.screenModel(index), lines: file.lines, findings: findings, language: language).svg
}

/// The root's attribute `name`.
func rootAttribute(_ name: String, of svg: String) -> String? {
    let root = svg.prefix { $0 != ">" }
    return attribute(name, in: root)
}

func attribute(_ name: String, in tag: Substring) -> String? {
    guard let start = tag.range(of: " \(name)=\"") else { return nil }
    let rest = tag[start.upperBound...]
    return String(rest.prefix { $0 != "\"" })
}

/// Every element of the picture, in document order.
func elements(in svg: String) -> [ReadElement] {
    var result: [ReadElement] = []
    var rest = Substring(svg)
    while let open = rest.range(of: "<g data-element=\"") {
        let tag = rest[open.lowerBound...].prefix { $0 != ">" }
        let after = rest[tag.endIndex...]
        let title: String? = after.hasPrefix("><title>") ? String(after.dropFirst(8).prefix { $0 != "<" }) : nil
        let rectStart = after.range(of: "<rect ")!
        let rect = after[rectStart.lowerBound...].prefix { $0 != ">" }
        func value(_ name: String) -> Double { Double(attribute(name, in: rect)!)! }
        result.append(ReadElement(
            name: attribute("data-element", in: tag)!, line: Int(attribute("data-line", in: tag)!)!,
            findings: attribute("data-findings", in: tag).map { $0.split(separator: " ").map(String.init) } ?? [],
            title: title, frame: Frame(x: value("x"), y: value("y"), width: value("width"), height: value("height"))))
        rest = after
    }
    return result
}

func frame(of name: String, in svg: String) -> Frame? {
    elements(in: svg).first { $0.name == name }?.frame
}

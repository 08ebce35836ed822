import ScreenSyntax

/// What the screen rules found in one file, screen by screen: what `RuleEngine.check` can
/// reuse when the file is checked again after an edit that left most screens alone.
public struct ScreenFindings: Sendable {
    /// One entry per top-level screen declaration, top to bottom; nil for a screen that must be
    /// checked (again).
    public private(set) var screens: [[Diagnostic]?]

    public init(unknownScreens count: Int) {
        screens = Array(repeating: nil, count: count)
    }

    init(_ screens: [[Diagnostic]?]) {
        self.screens = screens
    }

    /// The findings after the edit of `replaced`: the screens it replaced are unknown, those
    /// after it move with the text. A kept screen whose findings point into the edited text
    /// (a related location in another screen of the file) becomes unknown too.
    public func applying(_ replaced: ScreenReplacement, path: String) -> ScreenFindings {
        guard replaced.oldScreens.upperBound <= screens.count else {
            return ScreenFindings(unknownScreens: screens.count - replaced.oldScreens.count + replaced.newScreenCount)
        }
        let edit = replaced.edit
        func kept(_ findings: [Diagnostic]?) -> [Diagnostic]? {
            guard let findings else { return nil }
            var moved: [Diagnostic] = []
            moved.reserveCapacity(findings.count)
            for finding in findings {
                guard let finding = finding.mapped(through: edit, inFile: path) else { return nil }
                moved.append(finding)
            }
            return moved
        }
        var result: [[Diagnostic]?] = []
        result.reserveCapacity(screens.count - replaced.oldScreens.count + replaced.newScreenCount)
        result += screens[..<replaced.oldScreens.lowerBound].lazy.map(kept)
        result += repeatElement(nil, count: replaced.newScreenCount)
        result += screens[replaced.oldScreens.upperBound...].lazy.map(kept)
        return ScreenFindings(result)
    }
}

extension Diagnostic {
    /// The same finding in the text after `edit` of the file `path`; nil when one of its
    /// ranges in that file overlaps the edited bytes, so the finding must be made again.
    public func mapped(through edit: SourceEdit, inFile path: String) -> Diagnostic? {
        guard let range = edit.map(range) else { return nil }
        var mapped = self
        mapped.range = range
        for index in related.indices where related[index].file == path {
            guard let range = edit.map(related[index].range) else { return nil }
            mapped.related[index].range = range
        }
        for fix in fixes.indices {
            for index in fixes[fix].edits.indices {
                guard let range = edit.map(fixes[fix].edits[index].range) else { return nil }
                mapped.fixes[fix].edits[index].range = range
            }
        }
        return mapped
    }
}

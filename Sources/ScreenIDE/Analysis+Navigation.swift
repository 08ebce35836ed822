import ScreenSyntax
import ScreenRules

/// A screen name as written somewhere: in `screen NAME`, or as the value of `pushes:`,
/// `presents:` or a tab's `screen:`.
public struct ScreenNameOccurrence: Sendable, Hashable {
    public enum Role: Sendable, Hashable {
        case declaration
        case use(ScreenLink.Kind)
    }

    /// The file's key, as the host knows it.
    public let key: String
    /// The name's bytes in that file.
    public let range: Range<Int>
    public let role: Role

    public var isDeclaration: Bool { role == .declaration }
}

/// The screen name under a position, with where it is written.
public struct ScreenNameAtPosition: Sendable, Hashable {
    public let name: String
    public let occurrence: ScreenNameOccurrence
}

/// What go to definition answers: the name it started from, and the declarations it leads to
/// (several when the name is declared twice, none when no screen has it).
public struct ScreenDefinition: Sendable, Hashable {
    public let origin: ScreenNameAtPosition
    public let declarations: [ScreenNameOccurrence]
}

extension Analysis {
    /// The screen name at `offset` (the caret inside it or just after it), from the file's
    /// summary: a word in a string or a comment, or any other word, is not one.
    public func screenName(in key: String, at offset: Int) -> ScreenNameAtPosition? {
        guard let file = file(key) else { return nil }
        // A caret touching a name from either side is on it.
        func touches(_ range: Range<Int>) -> Bool { range.lowerBound <= offset && offset <= range.upperBound }
        for screen in file.summary.screens {
            if touches(screen.nameRange) {
                return ScreenNameAtPosition(name: screen.name, occurrence: ScreenNameOccurrence(key: key, range: screen.nameRange, role: .declaration))
            }
            if let link = screen.links.first(where: { touches($0.range) }) {
                return ScreenNameAtPosition(name: link.target, occurrence: ScreenNameOccurrence(key: key, range: link.range, role: .use(link.kind)))
            }
        }
        return nil
    }

    /// Go to definition: the declarations of the screen named at `offset`, in whatever file.
    /// Nil when no screen name is there.
    public func definition(in key: String, at offset: Int) -> ScreenDefinition? {
        guard let origin = screenName(in: key, at: offset) else { return nil }
        return ScreenDefinition(origin: origin, declarations: declarations(of: origin.name))
    }

    /// Every place the screen named at `offset` is written across the workspace, the
    /// declarations first when they are wanted, then the uses file by file.
    public func references(in key: String, at offset: Int, includeDeclaration: Bool) -> [ScreenNameOccurrence] {
        guard let origin = screenName(in: key, at: offset) else { return [] }
        return occurrences(of: origin.name, includeDeclarations: includeDeclaration)
    }

    /// The places the screen named at `offset` is written in this file, in text order: what an
    /// editor highlights.
    public func highlights(in key: String, at offset: Int) -> [ScreenNameOccurrence] {
        guard let origin = screenName(in: key, at: offset), let file = file(key) else { return [] }
        var found: [ScreenNameOccurrence] = []
        for screen in file.summary.screens {
            if screen.name == origin.name { found.append(ScreenNameOccurrence(key: key, range: screen.nameRange, role: .declaration)) }
            for link in screen.links where link.target == origin.name {
                found.append(ScreenNameOccurrence(key: key, range: link.range, role: .use(link.kind)))
            }
        }
        return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The declarations of `name`, by file and place.
    func declarations(of name: String) -> [ScreenNameOccurrence] {
        index.declarations(of: name).map { ScreenNameOccurrence(key: $0.path, range: $0.screen.nameRange, role: .declaration) }
    }

    /// The declarations (when asked for) and the uses of `name` across the workspace.
    func occurrences(of name: String, includeDeclarations: Bool) -> [ScreenNameOccurrence] {
        let uses = index.incomingLinks(to: name).map { ScreenNameOccurrence(key: $0.declaration.path, range: $0.link.range, role: .use($0.link.kind)) }
        return (includeDeclarations ? declarations(of: name) : []) + uses
    }
}

import ScreenSyntax
import ScreenRules
import ScreenPreview

/// A "Preview" lens above a screen: where it stands and which screen it draws.
public struct PreviewLens: Sendable, Equatable {
    public let screenName: String
    /// The screen's head: from the `screen` keyword to the end of its name.
    public let range: Range<Int>
}

/// One screen's picture, as the editor shows it.
public struct ScreenPicture: Sendable {
    public let screenName: String
    public let svg: String
}

extension Analysis {
    /// A lens above each named screen of the file.
    public func previewLenses(in key: String) -> [PreviewLens] {
        guard let file = file(key) else { return [] }
        return file.screenDeclarations.compactMap { declaration in
            let start = declaration.tree.trimmedByteRange(of: declaration.id).lowerBound
            return declaration.name.map { PreviewLens(screenName: $0, range: start..<max(start, declaration.headRange.upperBound)) }
        }
    }

    /// The picture of the screen that holds `offset`, or of the last one before it (a
    /// cursor between screens shows the one above); nil in a file without screens.
    public func picture(in key: String, at offset: Int, language: Language) -> ScreenPicture? {
        guard let file = file(key) else { return nil }
        let declarations = file.screenDeclarations
        guard let index = declarations.lastIndex(where: { $0.headRange.lowerBound <= offset }) ?? (declarations.isEmpty ? nil : 0) else { return nil }
        return picture(file, index, key: key, language: language)
    }

    /// The picture of the screen named `name` in the file; nil when it declares none.
    public func picture(in key: String, screenNamed name: String, language: Language) -> ScreenPicture? {
        guard let file = file(key), let index = file.screenDeclarations.firstIndex(where: { $0.name == name }) else { return nil }
        return picture(file, index, key: key, language: language)
    }

    private func picture(_ file: FileAnalysis, _ index: Int, key: String, language: Language) -> ScreenPicture {
        let screen = file.screenModel(index)
        let wireframe = Wireframe(screen, lines: file.lines, findings: diagnostics(for: key), language: language)
        return ScreenPicture(screenName: screen.name ?? "", svg: wireframe.svg)
    }

    /// The storyboard of every file the workspace holds, with their findings.
    public func storyboard(language: Language, displayPath: (String) -> String) -> String {
        let files = fileKeys.compactMap { key -> Storyboard.File? in
            guard let file = file(key) else { return nil }
            return Storyboard.File(analysis: file, findings: diagnostics(for: key), displayPath: displayPath(key))
        }
        return Storyboard.html(files, language: language)
    }
}

import ScreenIDE
import ScreenSyntax

extension LanguageServer {
    /// The range of an occurrence in its own file, in the negotiated encoding; nil when the
    /// file is no longer in the snapshot.
    func lspRange(of occurrence: ScreenNameOccurrence, in analysis: Analysis) -> LSPRange? {
        guard let file = analysis.file(occurrence.key) else { return nil }
        return LSPRange(occurrence.range, in: file.lines, encoding: session.encoding)
    }

    /// An occurrence as a `Location`, named by the URI the client uses for its file.
    func location(of occurrence: ScreenNameOccurrence, in analysis: Analysis) -> Location? {
        lspRange(of: occurrence, in: analysis).map { Location(uri: uri(of: occurrence.key), range: $0) }
    }
}

import ScreenIDE
import ScreenRules

extension LanguageServer {
    /// A client position resolved against the latest analysis: hover, completion and symbols
    /// read that snapshot (the loop has applied every earlier change), never a new parse.
    struct Located {
        let analysis: Analysis
        let key: String
        let file: FileAnalysis
        let offset: Int
    }

    /// Where `position` falls in the document `uri`; nil when the server does not know it.
    func locate(_ uri: String, _ position: LSPPosition) -> Located? {
        let key = key(ofClientURI: uri)
        let analysis = host.snapshot
        guard let file = analysis.file(key) else { return nil }
        let offset = file.lines.offset(of: position.linePosition, in: session.encoding)
        return Located(analysis: analysis, key: key, file: file, offset: offset)
    }
}

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

    /// Conversion of the IDE layer's values for the client, in this session's terms.
    var toProtocol: ToProtocol { ToProtocol(encoding: session.encoding, language: session.language) }

    /// Conversion of the client's values for the IDE layer.
    var fromProtocol: FromProtocol { FromProtocol(encoding: session.encoding) }

    /// Where `position` falls in the document `uri`; nil when the server does not know it.
    func locate(_ uri: String, _ position: LSPPosition) -> Located? {
        let key = key(ofClientURI: uri)
        let analysis = host.snapshot
        guard let file = analysis.file(key) else { return nil }
        let offset = fromProtocol.offset(position, in: file.lines)
        return Located(analysis: analysis, key: key, file: file, offset: offset)
    }
}

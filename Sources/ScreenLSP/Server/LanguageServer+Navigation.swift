import JSONRPC
import ScreenIDE

extension LanguageServer {
    /// `textDocument/definition`: the declarations of the screen named at the position, in
    /// whatever file; an empty list on anything else.
    func definition(_ params: TextDocumentPositionParams) -> DefinitionResult {
        definitionResult(params, links: session.capabilities.supportsDefinitionLinks)
    }

    /// `textDocument/declaration`: a screen's declaration is its definition.
    func declaration(_ params: TextDocumentPositionParams) -> DefinitionResult {
        definitionResult(params, links: session.capabilities.supportsDeclarationLinks)
    }

    /// `textDocument/references`: the uses of the screen across the workspace, open files or
    /// not, and its declarations when asked for.
    func references(_ params: ReferenceParams) -> [Location] {
        guard let place = locate(params.textDocument.uri, params.position) else { return [] }
        return place.analysis.references(in: place.key, at: place.offset, includeDeclaration: params.includeDeclaration)
            .compactMap { location(of: $0, in: place.analysis) }
    }

    /// `textDocument/documentHighlight`: the screen's name in this document, its declaration
    /// as written, its uses as read.
    func documentHighlights(_ params: TextDocumentPositionParams) -> [DocumentHighlight] {
        guard let place = locate(params.textDocument.uri, params.position) else { return [] }
        return place.analysis.highlights(in: place.key, at: place.offset).map { toProtocol.documentHighlight($0, in: place.file.lines) }
    }

    /// An occurrence in any file of the snapshot, named by the URI the client uses for it.
    func location(of occurrence: ScreenNameOccurrence, in analysis: Analysis) -> Location? {
        guard let file = analysis.file(occurrence.key) else { return nil }
        return toProtocol.location(occurrence, uri: uri(of: occurrence.key), in: file.lines)
    }

    private func definitionResult(_ params: TextDocumentPositionParams, links: Bool) -> DefinitionResult {
        guard let place = locate(params.textDocument.uri, params.position),
              let found = place.analysis.definition(in: place.key, at: place.offset) else { return links ? .links([]) : .locations([]) }
        let targets = found.declarations.compactMap { location(of: $0, in: place.analysis) }
        guard links else { return .locations(targets) }
        let origin = toProtocol.range(found.origin.occurrence.range, in: place.file.lines)
        return .links(targets.map { LocationLink(originSelectionRange: origin, targetURI: $0.uri, targetRange: $0.range, targetSelectionRange: $0.range) })
    }
}

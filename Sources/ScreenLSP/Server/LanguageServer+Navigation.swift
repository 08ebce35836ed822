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
        return place.analysis.highlights(in: place.key, at: place.offset).compactMap { occurrence in
            lspRange(of: occurrence, in: place.analysis).map { DocumentHighlight(range: $0, kind: occurrence.isDeclaration ? .write : .read) }
        }
    }

    private func definitionResult(_ params: TextDocumentPositionParams, links: Bool) -> DefinitionResult {
        guard let place = locate(params.textDocument.uri, params.position),
              let found = place.analysis.definition(in: place.key, at: place.offset),
              let origin = lspRange(of: found.origin.occurrence, in: place.analysis) else { return links ? .links([]) : .locations([]) }
        let targets = found.declarations.compactMap { location(of: $0, in: place.analysis) }
        guard links else { return .locations(targets) }
        return .links(targets.map { LocationLink(originSelectionRange: origin, targetURI: $0.uri, targetRange: $0.range, targetSelectionRange: $0.range) })
    }
}

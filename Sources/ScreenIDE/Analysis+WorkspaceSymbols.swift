import ScreenSyntax
import ScreenRules

/// A screen or an outlined element of some file, as workspace symbol search lists them.
public struct WorkspaceSymbol: Sendable, Equatable {
    public let name: String
    public let kind: DocumentSymbol.Kind
    public let key: String
    /// The name's bytes (a screen's name, an element's type name).
    public let range: Range<Int>
    /// The screen it stands in (however deep); nil for a screen.
    public let containerName: String?
}

extension Analysis {
    /// The most results one search returns: the best ones, as an editor shows the top of the
    /// list anyway.
    public static let workspaceSymbolLimit = 500

    /// The screens of the workspace and their outlined elements (bars, tables, sections …)
    /// whose names match `query` fuzzily, best match first; ties go to the shorter name, then
    /// by name, file and place.
    public func workspaceSymbols(matching query: String, limit: Int = workspaceSymbolLimit) -> [WorkspaceSymbol] {
        var scored: [(score: Int, symbol: WorkspaceSymbol)] = []
        for declaration in index.allDeclarations {
            guard let score = FuzzyMatch.score(query, declaration.screen.name) else { continue }
            scored.append((score, WorkspaceSymbol(name: declaration.screen.name, kind: .screen, key: declaration.path, range: declaration.screen.nameRange, containerName: nil)))
        }
        // Elements are named by their type, so the few outlined types decide whether any
        // element can match: screen models are built only when one does.
        if Self.outlinedElements.contains(where: { FuzzyMatch.score(query, $0) != nil }) {
            for key in fileKeys {
                appendElements(of: documentSymbols(in: key), key: key, container: nil, query: query, to: &scored)
            }
        }
        scored.sort { lhs, rhs in
            if lhs.score != rhs.score { return lhs.score > rhs.score }
            let (left, right) = (lhs.symbol, rhs.symbol)
            if left.name.utf8.count != right.name.utf8.count { return left.name.utf8.count < right.name.utf8.count }
            return (left.name, left.key, left.range.lowerBound) < (right.name, right.key, right.range.lowerBound)
        }
        return scored.prefix(limit).map(\.symbol)
    }

    private func appendElements(of symbols: [DocumentSymbol], key: String, container: String?, query: String, to scored: inout [(score: Int, symbol: WorkspaceSymbol)]) {
        for symbol in symbols {
            if symbol.kind != .screen, let score = FuzzyMatch.score(query, symbol.name) {
                scored.append((score, WorkspaceSymbol(name: symbol.name, kind: symbol.kind, key: key, range: symbol.selectionRange, containerName: container)))
            }
            // Nesting is bounded by the parser, so recursion is safe.
            appendElements(of: symbol.children, key: key, container: container ?? symbol.name, query: query, to: &scored)
        }
    }
}

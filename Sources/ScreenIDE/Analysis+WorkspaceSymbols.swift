import ScreenSyntax
import ScreenCatalog
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
        // element can match; those that do are found by a walk of the trees (no models).
        let types = Self.outlinedElements.filter { FuzzyMatch.score(query, $0) != nil }
        if !types.isEmpty {
            var scores: [Substring: (score: Int, kind: DocumentSymbol.Kind)] = [:]
            for type in types {
                guard let spec = Catalog.element(named: type) else { continue }
                scores[Substring(type)] = (FuzzyMatch.score(query, type)!, spec.group == .bars ? .bar : .view)
            }
            for key in fileKeys {
                guard let file = file(key) else { continue }
                for screen in file.screenDeclarations {
                    guard let name = screen.name, let block = screen.block?.id else { continue }
                    appendElements(below: block, in: file.tree, key: key, screen: name, scores: scores, to: &scored)
                }
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

    /// The elements of `scores`' types below a block, walking the tree by index.
    private func appendElements(
        below block: NodeID, in tree: SyntaxTree, key: String, screen: String,
        scores: [Substring: (score: Int, kind: DocumentSymbol.Kind)], to scored: inout [(score: Int, symbol: WorkspaceSymbol)]
    ) {
        var member = tree.firstChild(of: block)
        while let node = member {
            member = tree.nextSibling(of: node)
            guard tree.kind(of: node) == .element else { continue }
            let element = ElementSyntax(tree: tree, id: node)
            if let match = scores[element.name] {
                scored.append((match.score, WorkspaceSymbol(name: String(element.name), kind: match.kind, key: key, range: element.nameRange, containerName: screen)))
            }
            // Nesting is bounded by the parser, so recursion is safe.
            if let inner = tree.firstChild(of: node, where: { $0 == .block }) {
                appendElements(below: inner, in: tree, key: key, screen: screen, scores: scores, to: &scored)
            }
        }
    }
}

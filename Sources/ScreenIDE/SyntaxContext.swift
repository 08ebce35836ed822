import ScreenSyntax
import ScreenCatalog

/// Where an offset stands in a file, as hover and completion need it: which element or screen
/// encloses it, and what token is under or just before it.
struct SyntaxContext {
    let tree: SyntaxTree
    let offset: Int

    /// The innermost block that contains the offset, and what owns it: an element or a screen.
    var enclosingOwner: (block: NodeID, owner: NodeID)? {
        var node: NodeID? = tree.node(at: offset)
        while let current = node {
            if tree.kind(of: current) == .block, let owner = tree.parent(of: current), containsInside(current) {
                return (current, owner)
            }
            node = tree.parent(of: current)
        }
        return nil
    }

    /// Whether the offset lies after the block's `{` and before its `}` (or the block is open).
    private func containsInside(_ block: NodeID) -> Bool {
        let tokens = tree.tokenRange(of: block)
        guard let left = tree.firstOwnToken(of: block, kind: .leftBrace) else { return false }
        guard tree.tokens.range(of: left).upperBound <= offset else { return false }
        if let right = tree.firstOwnToken(of: block, kind: .rightBrace) {
            return offset <= tree.tokens.range(of: right).lowerBound
        }
        return offset <= tree.tokens.range(of: tokens.upperBound - 1).upperBound || tokens.upperBound == tree.tokens.count
    }

    /// The catalog name of an owner: an element's name, or `screen`.
    func ownerName(_ owner: NodeID) -> String? {
        switch tree.kind(of: owner) {
        case .element: return String(ElementSyntax(tree: tree, id: owner).name)
        case .screenDeclaration: return "screen"
        default: return nil
        }
    }

    /// The significant token that ends at or contains the offset's left side, skipping nothing.
    var tokenBefore: Int? {
        guard offset > 0 else { return nil }
        let token = tree.token(at: offset - 1)
        return tree.tokens.kinds[token].isTrivia ? nil : token
    }

    /// The significant token before `token`, trivia skipped.
    func significantToken(before token: Int) -> Int? {
        var index = token - 1
        while index >= 0, tree.tokens.kinds[index].isTrivia { index -= 1 }
        return index >= 0 ? index : nil
    }
}

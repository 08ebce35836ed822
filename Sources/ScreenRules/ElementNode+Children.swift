extension ElementNode {
    public func children(_ kind: ElementKind) -> some Collection<ElementNode> { children.lazy.filter { $0.kind == kind.index } }
}

extension ElementNode {
    public func children(named name: String) -> some Collection<ElementNode> { children.lazy.filter { $0.name == name } }
}

extension Array {
    /// The same elements in a buffer of their count: an array grown by appending holds up to
    /// twice the room it needs, which matters for the large tables a whole check keeps.
    public func exactlySized() -> [Element] {
        guard capacity > count else { return self }
        var exact: [Element] = []
        exact.reserveCapacity(count)
        exact.append(contentsOf: self)
        return exact
    }
}

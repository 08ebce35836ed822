extension Collection {
    /// Whether no element comes before the one ahead of it by `areInIncreasingOrder`: a sort
    /// of such a collection would change nothing, so a caller can skip it.
    public func isSorted(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> Bool {
        var previous = startIndex
        guard previous != endIndex else { return true }
        var current = index(after: previous)
        while current != endIndex {
            if try areInIncreasingOrder(self[current], self[previous]) { return false }
            previous = current
            current = index(after: current)
        }
        return true
    }
}

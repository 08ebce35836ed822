extension ElementNode {
    /// A button that declines: `role: cancel`, `systemItem: cancel`, or, with no role of its
    /// own, a title that says Cancel (取消).
    var isCancelButton: Bool {
        guard self.is(.button) else { return false }
        if let role = identifierValue("role") { return role == "cancel" }
        if identifier("systemItem", is: "cancel") { return true }
        return hasBareTitle(in: Self.cancelTitles)
    }

    /// Titles that say Cancel, compared after `bareTitle`.
    private static let cancelTitles: Set<String> = ["cancel", "取消"]

    /// A button with `role: destructive`.
    var isDestructiveButton: Bool { self.is(.button) && identifier("role", is: "destructive") }
}

extension ElementNode {
    /// A button that declines: `role: cancel`, `systemItem: cancel`, or, with no role of its
    /// own, a title that says Cancel (取消).
    var isCancelButton: Bool {
        guard self.is(.button) else { return false }
        if let role = identifierValue("role") { return role == "cancel" }
        if identifier("systemItem", is: "cancel") { return true }
        return primaryText.map { let title = $0.bareTitle; return title == "cancel" || title == "取消" } ?? false
    }

    /// A button with `role: destructive`.
    var isDestructiveButton: Bool { self.is(.button) && identifier("role", is: "destructive") }
}

extension Rules {
    /// The rules for alerts, action sheets, modal screens and tables.
    static let views: [Rule] = []
}

extension Rules {
    /// The rules for toolbar, tab bar, search bar and scope bar.
    static let bottomBars: [Rule] = []
}

extension Rules {
    /// The rules for status bar, navigation bar, back button, bar spacing and translucency.
    static let navigationBars: [Rule] = []
}

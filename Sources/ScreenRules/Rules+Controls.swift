extension Rules {
    /// The rules for controls.
    static let controls: [Rule] = []
}

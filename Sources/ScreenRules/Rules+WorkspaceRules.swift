extension Rules {
    /// The rules for the screen namespace and the navigation graph across files.
    static let workspaceRules: [Rule] = [.duplicateScreen, .unknownScreen, .inconsistentBarAppearance]
}

extension Rules {
    /// The rules for toolbar, tab bar, search bar and scope bar.
    static let bottomBars: [Rule] = [
        .toolbarTooManyItems, .toolbarSegmentedControl, .toolbarPreferIcons, .toolbarWithTabBar,
        .toolbarNotAtBottom, .toolbarProgressStyle, .tabBarTooManyTabs, .tabBarMoreInLandscape,
        .tabBarTooFewTabs, .tabBarNotAtBottom, .tabAction, .tabDisabled, .tabBadgeFormat,
        .tabTitleTooLong, .searchPlaceholderGeneric, .searchWithTextField, .scopeBarNotBroadestDefault,
    ]
}

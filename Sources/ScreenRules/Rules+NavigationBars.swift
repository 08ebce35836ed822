extension Rules {
    /// The rules for status bar, navigation bar, back button, bar spacing and translucency.
    static let navigationBars: [Rule] = [
        .statusBarCustomContent, .statusBarHidden, .statusBarContrast, .statusBarNotTop,
        .navBarNotAtTop, .navBarTooManyItems, .navBarSegmentedExclusive, .navBarSegmentedNotTopLevel,
        .backButtonBreadcrumb, .backButtonOnRoot, .backButtonTitleMismatch,
        .navBarLongTitle, .navPromptNotSentence, .barCrowdedTextButtons, .barTranslucencyMismatch,
    ]
}

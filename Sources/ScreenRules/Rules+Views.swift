extension Rules {
    /// The rules for alerts, action sheets, modal screens and tables.
    static let views: [Rule] = [
        .alertTooManyButtons, .alertGenericTitle, .alertForProgress, .actionSheetDestructiveNotFirst,
        .modalWithoutDismiss, .tableIndexOnGrouped,
    ]
}

extension Rules {
    /// The rules for controls.
    static let controls: [Rule] = [
        .activityIndicatorStatic, .contactAddWithoutTextInput, .datePickerMinuteInterval, .datePickerCountdownLimit,
        .pickerFixedSize, .pickerTooManyValues, .pageControlTooManyPages, .refreshControlInstructionalTitle,
        .roundedRectButtonDeprecated, .segmentedTooManySegments, .segmentedMixedContent, .segmentedUnevenTitles,
        .sliderForVolume, .stepperLargeRange, .stepperValueNotShown, .switchOutsideTable,
        .buttonTitleCase, .buttonTitleTooLong, .textFieldKeyboardMismatch, .labelFixedFont, .hitTargetTooSmall,
    ]
}

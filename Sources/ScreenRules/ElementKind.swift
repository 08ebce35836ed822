import ScreenCatalog

/// A catalog element as code names it. The name is looked up in the catalog once, when the
/// constant is first used, so a rule asking a screen for its navigation bars compares numbers
/// (the rules ask about eighty such questions of every screen, and a name lookup cost more
/// than the answer). A name the catalog lacks stops the program at that first use, which the
/// examples of the rule that uses it reach.
public struct ElementKind: Hashable, Sendable {
    /// Its place in `Catalog.elements`.
    let index: Int

    public var name: String { Catalog.elements[index].name }

    init(_ name: String) {
        guard let index = Catalog.elementIndex(named: name) else { preconditionFailure("\(name) is not a catalog element") }
        self.index = index
    }

    public static let actionSheet = ElementKind("ActionSheet")
    public static let activityIndicator = ElementKind("ActivityIndicator")
    public static let alert = ElementKind("Alert")
    public static let backButton = ElementKind("BackButton")
    public static let button = ElementKind("Button")
    public static let cell = ElementKind("Cell")
    public static let contactAddButton = ElementKind("ContactAddButton")
    public static let datePicker = ElementKind("DatePicker")
    public static let fixedSpace = ElementKind("FixedSpace")
    public static let flexibleSpace = ElementKind("FlexibleSpace")
    public static let infoButton = ElementKind("InfoButton")
    public static let label = ElementKind("Label")
    public static let navigationBar = ElementKind("NavigationBar")
    public static let networkActivityIndicator = ElementKind("NetworkActivityIndicator")
    public static let pageControl = ElementKind("PageControl")
    public static let picker = ElementKind("Picker")
    public static let progressView = ElementKind("ProgressView")
    public static let refreshControl = ElementKind("RefreshControl")
    public static let roundedRectButton = ElementKind("RoundedRectButton")
    public static let scopeBar = ElementKind("ScopeBar")
    public static let searchBar = ElementKind("SearchBar")
    public static let segment = ElementKind("Segment")
    public static let segmentedControl = ElementKind("SegmentedControl")
    public static let slider = ElementKind("Slider")
    public static let statusBar = ElementKind("StatusBar")
    public static let stepper = ElementKind("Stepper")
    public static let `switch` = ElementKind("Switch")
    public static let tab = ElementKind("Tab")
    public static let tabBar = ElementKind("TabBar")
    public static let tableView = ElementKind("TableView")
    public static let textField = ElementKind("TextField")
    public static let toolbar = ElementKind("Toolbar")
}

import ScreenRules

/// The canvas of a screen and the heights of its bars, in points, from seed 003 and
/// components.md's metrics.
public struct DeviceMetrics: Sendable, Equatable {
    public let device: String
    public let isLandscape: Bool
    public let width: Double
    public let height: Double

    public init(device: String, orientation: String) {
        self.device = device
        self.isLandscape = orientation == "landscape"
        let portrait: (Double, Double)
        switch device {
        case "iphoneX": portrait = (375, 812)
        case "ipad": portrait = (768, 1024)
        default: portrait = (375, 667)
        }
        (width, height) = isLandscape ? (portrait.1, portrait.0) : portrait
    }

    init(_ screen: ScreenModel) {
        self.init(device: screen.device, orientation: screen.orientation)
    }

    var isIPhoneX: Bool { device == "iphoneX" }

    /// 20 pt, 44 pt on iPhone X in portrait (the sensor housing).
    public var statusBarHeight: Double { isIPhoneX && !isLandscape ? 44 : 20 }
    public static let navigationBarHeight = 44.0
    /// What a large title adds below the standard bar (96 pt in all, as iOS 11 draws it).
    public static let largeTitleHeight = 52.0
    /// What a prompt adds above the title.
    public static let promptHeight = 30.0
    public static let searchBarHeight = 44.0
    /// The scope bar may be 30 to 44 pt; drawn at 44 unless `height:` says otherwise.
    public static let scopeBarHeight = 44.0
    public static let tabBarHeight = 49.0
    public static let toolbarHeight = 44.0

    /// The home-indicator area below the bottom bars: 34 pt on iPhone X in portrait (the
    /// guideline's figure), 21 pt in landscape (UIKit's), none elsewhere.
    public var bottomSafeArea: Double {
        guard isIPhoneX else { return 0 }
        return isLandscape ? 21 : 34
    }
}

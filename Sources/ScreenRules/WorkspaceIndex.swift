import ScreenSyntax

/// A link from an element to a screen: `pushes:`, `presents:` or a tab's `screen:`.
public struct ScreenLink: Sendable, Hashable {
    public enum Kind: String, Sendable {
        case pushes
        case presents
        case tab = "screen"
    }

    public let kind: Kind
    public let target: String
    /// The range of the target name in the file.
    public let range: Range<Int>
}

/// What other files need to know of one screen; the workspace index is made of these.
public struct ScreenSummary: Sendable, Hashable {
    public let name: String
    public let nameRange: Range<Int>
    public let navigationTitle: String?
    public let declaresModal: Bool
    public let orientation: String
    /// The navigation bar's `translucent` and `barTint`, for the appearance rule.
    public let navigationBarTranslucent: Bool?
    public let navigationBarTint: String?
    public let navigationBarRange: Range<Int>?
    public let links: [ScreenLink]

    init(_ screen: ScreenModel) {
        name = screen.name ?? ""
        nameRange = screen.syntax.headRange
        navigationTitle = screen.navigationTitle
        declaresModal = screen.declaresModal
        orientation = screen.orientation
        let navigationBar = screen.topLevel("NavigationBar").first
        navigationBarTranslucent = navigationBar?.boolValue("translucent")
        navigationBarTint = navigationBar?.property("barTint").map { String($0.value.text) }
        navigationBarRange = navigationBar?.nameRange
        var links: [ScreenLink] = []
        for element in screen.allElements {
            for kind in [ScreenLink.Kind.pushes, .presents, .tab] {
                guard let property = element.property(kind.rawValue), let target = property.value.identifierValue else { continue }
                links.append(ScreenLink(kind: kind, target: String(target), range: property.value.range))
            }
        }
        self.links = links
    }
}

/// The screens of one file, as other files see them.
public struct FileSummary: Sendable, Hashable {
    public let path: String
    public let screens: [ScreenSummary]

    public init(path: String, screens: [ScreenModel]) {
        self.path = path
        self.screens = screens.filter { $0.name != nil }.map(ScreenSummary.init)
    }
}

/// The workspace's one screen namespace and its navigation graph, made from every file's
/// summary. It changes only when some file's summary changes, so an edit inside a screen's
/// content does not make other files' findings stale.
public struct WorkspaceIndex: Sendable {
    public struct Declaration: Sendable, Hashable {
        public let path: String
        public let screen: ScreenSummary
    }

    private let declarations: [String: [Declaration]]
    private let pushers: [String: [Declaration]]
    private let presented: Set<String>

    public init(_ summaries: [FileSummary]) {
        var declarations: [String: [Declaration]] = [:]
        var pushers: [String: [Declaration]] = [:]
        var presented: Set<String> = []
        for summary in summaries.sorted(by: { $0.path < $1.path }) {
            for screen in summary.screens {
                let declaration = Declaration(path: summary.path, screen: screen)
                declarations[screen.name, default: []].append(declaration)
                for link in screen.links {
                    switch link.kind {
                    case .pushes: pushers[link.target, default: []].append(declaration)
                    case .presents: presented.insert(link.target)
                    case .tab: break
                    }
                }
            }
        }
        self.declarations = declarations
        self.pushers = pushers.mapValues { Array(Set($0)).sorted { ($0.path, $0.screen.nameRange.lowerBound) < ($1.path, $1.screen.nameRange.lowerBound) } }
        self.presented = presented
    }

    public var screenNames: [String] { declarations.keys.sorted() }

    public func declarations(of name: String) -> [Declaration] { declarations[name] ?? [] }

    public func declares(_ name: String) -> Bool { declarations[name] != nil }

    /// The screens whose elements push `name`, each once.
    public func pushers(of name: String) -> [Declaration] { pushers[name] ?? [] }

    public func isPushed(_ name: String) -> Bool { pushers[name] != nil }

    /// Presented by some screen, or declared `presentation: modal`.
    public func isModal(_ name: String) -> Bool {
        presented.contains(name) || declarations(of: name).contains { $0.screen.declaresModal }
    }

    public var allDeclarations: [Declaration] {
        declarations.keys.sorted().flatMap { declarations[$0]! }
    }
}

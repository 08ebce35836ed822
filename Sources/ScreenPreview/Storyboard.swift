import ScreenSyntax
import ScreenRules

/// The whole workspace on one self-contained HTML page: every screen's wireframe, in columns
/// by navigation depth (roots first, then what they push or present, …), and the navigation
/// links drawn as arrows. No network, no other file: the SVG, the CSS and the little script
/// that shows an element's source line and findings on a click are all inline.
public enum Storyboard {
    /// One file of the workspace and its findings.
    public struct File: Sendable {
        public let analysis: FileAnalysis
        public let findings: [Diagnostic]
        /// How the page names the file: its path, or what an editor shows for its URI.
        public let displayPath: String

        public init(analysis: FileAnalysis, findings: [Diagnostic], displayPath: String? = nil) {
            self.analysis = analysis
            self.findings = findings
            self.displayPath = displayPath ?? analysis.path
        }
    }

    /// Where screens and columns stand on the page, in CSS pixels at zoom 1 (a point is a pixel).
    enum Layout {
        static let columnGap = 160.0
        static let rowGap = 56.0
        static let captionHeight = 28.0
        static let columnLabelHeight = 36.0
        static let margin = 32.0
    }

    public static func html(_ files: [File], language: Language) -> String {
        let screens = StoryboardScreen.collect(files)
        let graph = StoryboardGraph(screens)
        var columns: [[Int]] = []
        for (index, depth) in graph.depths.enumerated() {
            while columns.count <= depth { columns.append([]) }
            columns[depth].append(index)
        }

        var page = StoryboardPage(language: language)
        var placed = [Frame](repeating: Frame(x: 0, y: 0, width: 0, height: 0), count: screens.count)
        var drawnElements: [[DrawnElement]] = Array(repeating: [], count: screens.count)
        var x = Layout.margin
        var boardHeight = 0.0
        for (depth, column) in columns.enumerated() where !column.isEmpty {
            let label = depth == graph.unreachedColumn ? PreviewText.unreached[language]
                : "\(PreviewText.depth[language]) \(depth)" + (depth == 0 ? " · \(PreviewText.roots[language])" : "")
            page.columnLabel(label, x: x, y: Layout.margin)
            var y = Layout.margin + Layout.columnLabelHeight
            var columnWidth = 0.0
            for index in column {
                let screen = screens[index]
                let metrics = DeviceMetrics(screen.model)
                let frame = Frame(x: x, y: y + Layout.captionHeight, width: metrics.width, height: metrics.height)
                placed[index] = frame
                page.caption(screen.name, path: screen.file.displayPath, x: x, y: y)
                let attributes = " data-file=\"\(escaped(screen.file.displayPath))\" class=\"screen\" style=\"left:\(number(frame.x))px;top:\(number(frame.y))px\""
                let wireframe = Wireframe(screen.model, lines: screen.file.analysis.lines, findings: screen.findings, language: language, rootAttributes: attributes)
                page.screen(wireframe)
                drawnElements[index] = wireframe.elements
                y = frame.maxY + Layout.rowGap
                columnWidth = max(columnWidth, metrics.width)
            }
            boardHeight = max(boardHeight, y - Layout.rowGap + Layout.margin)
            x += columnWidth + Layout.columnGap
        }
        let boardWidth = max(x - Layout.columnGap + Layout.margin, 2 * Layout.margin)
        let links = StoryboardLinks(screens: screens, places: placed, elements: drawnElements, depths: graph.depths)
        return page.render(links: links.svg(width: boardWidth, height: max(boardHeight, 2 * Layout.margin)), boardSize: (boardWidth, boardHeight), sources: files,
                           findingCount: files.reduce(0) { $0 + $1.findings.count })
    }
}

/// A named screen of the workspace, with its model and the file it is declared in.
struct StoryboardScreen {
    let name: String
    let model: ScreenModel
    let summary: ScreenSummary
    let file: Storyboard.File
    /// The file's findings that start in this screen.
    let findings: ArraySlice<Diagnostic>

    /// The named screens, file by file, top to bottom, each with its findings: the file's
    /// sorted once and cut at the screens' starts, so that many screens with many findings
    /// cost no more than sorting them.
    static func collect(_ files: [Storyboard.File]) -> [StoryboardScreen] {
        var screens: [StoryboardScreen] = []
        for file in files {
            var summaries: [Int: ScreenSummary] = [:]
            for summary in file.analysis.summary.screens { summaries[summary.nameRange.lowerBound] = summary }
            let findings = file.findings.sorted { $0.range.lowerBound < $1.range.lowerBound }
            let declarations = file.analysis.screenDeclarations
            var next = 0
            for (position, declaration) in declarations.enumerated() {
                let start = declaration.tree.trimmedByteRange(of: declaration.id).lowerBound
                let end = position + 1 < declarations.count ? declarations[position + 1].tree.trimmedByteRange(of: declarations[position + 1].id).lowerBound : Int.max
                while next < findings.count, findings[next].range.lowerBound < start { next += 1 }
                var last = next
                while last < findings.count, findings[last].range.lowerBound < end { last += 1 }
                let own = findings[next..<last]
                next = last
                guard let name = declaration.name, let token = declaration.nameToken,
                      let summary = summaries[declaration.tree.tokens.range(of: token).lowerBound] else { continue }
                screens.append(StoryboardScreen(name: name, model: ScreenModel(declaration), summary: summary, file: file, findings: own))
            }
        }
        return screens
    }
}

/// The navigation graph's depths: roots (screens nobody pushes or presents, and not modal)
/// are 0; a screen is one deeper than the shallowest screen that pushes or presents it. Tabs
/// link roots to roots, so they add no depth.
struct StoryboardGraph {
    let depths: [Int]

    init(_ screens: [StoryboardScreen]) {
        var firstByName: [String: Int] = [:]
        for (index, screen) in screens.enumerated() where firstByName[screen.name] == nil { firstByName[screen.name] = index }
        var targeted = [Bool](repeating: false, count: screens.count)
        var edges = [[Int]](repeating: [], count: screens.count)
        for (index, screen) in screens.enumerated() {
            for link in screen.summary.links where link.kind != .tab {
                guard let target = firstByName[link.target], target != index else { continue }
                targeted[target] = true
                edges[index].append(target)
            }
        }
        var depths = [Int](repeating: -1, count: screens.count)
        var queue: [Int] = []
        for index in screens.indices where !targeted[index] && !screens[index].summary.declaresModal {
            depths[index] = 0
            queue.append(index)
        }
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for target in edges[current] where depths[target] < 0 {
                depths[target] = depths[current] + 1
                queue.append(target)
            }
        }
        let deepest = depths.max() ?? 0
        // Screens no root reaches (cycles of pushes, modal screens nobody presents) stand in
        // one column after the deepest.
        self.depths = depths.map { $0 < 0 ? deepest + 1 : $0 }
        unreachedColumn = depths.contains { $0 < 0 } ? deepest + 1 : nil
    }

    /// The column of the screens no root reaches, when there are any.
    let unreachedColumn: Int?
}

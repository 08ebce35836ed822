/// A rectangle in points, origin at the top left, as SVG draws it.
public struct Frame: Sendable, Equatable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    /// The frame shrunk by `dx` on the left and right and `dy` on the top and bottom.
    func inset(_ dx: Double, _ dy: Double) -> Frame {
        Frame(x: x + dx, y: y + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }

    public var description: String { "(\(x), \(y), \(width), \(height))" }
}

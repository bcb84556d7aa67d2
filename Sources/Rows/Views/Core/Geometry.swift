/// A point in a view's coordinate space, in points.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)
}

/// A width and height in points (also used for shadow offsets, as UIKit does).
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)
}

/// A rectangle: origin and size, as `CGRect`.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    public var width: Double { size.width }
    public var height: Double { size.height }
    /// The same size at the origin: what a view's `bounds` is before any scrolling.
    public var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }
}

extension Point: CustomStringConvertible {
    public var description: String { "(\(formatted(x)), \(formatted(y)))" }
}

extension Size: CustomStringConvertible {
    public var description: String { "(\(formatted(width)), \(formatted(height)))" }
}

extension Rect: CustomStringConvertible {
    public var description: String {
        "(\(formatted(origin.x)), \(formatted(origin.y)), \(formatted(size.width)), \(formatted(size.height)))"
    }
}

/// A number as printed in trees: integers without a fraction, others in Swift's shortest exact form,
/// so two different values never print alike and a tree diff stays exact.
func formatted(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return value.description
}

/// Insets from each edge, as `UIEdgeInsets` (a XIB's `<inset>` and `<edgeInsets>`).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    public var description: String {
        "(\(formatted(top)), \(formatted(left)), \(formatted(bottom)), \(formatted(right)))"
    }
}

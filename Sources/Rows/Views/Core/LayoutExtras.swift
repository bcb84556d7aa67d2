/// UIView's rarely set layout properties that XIBs write, kept together in a view's extras: most views
/// set none, and those that do set one or two.
public struct LayoutExtras: Sendable, Equatable, CustomStringConvertible {
    /// Whether resizing the view resizes its subviews by their masks (UIKit's default: yes).
    public var autoresizesSubviews = true
    /// Whether the margins follow the readable content width (UIKit's default: no).
    public var layoutMarginsFollowReadableWidth = false
    /// Margins by leading and trailing edge, which win over `layoutMargins` when set (iOS 11).
    public var directionalLayoutMargins: DirectionalEdgeInsets?
    /// The deprecated stretchable area of the content (unit rectangle), when set.
    public var contentStretch: Rect?

    public init() {}

    public var description: String {
        var parts: [String] = []
        if !autoresizesSubviews { parts.append("autoresizesSubviews=false") }
        if layoutMarginsFollowReadableWidth { parts.append("layoutMarginsFollowReadableWidth=true") }
        if let directionalLayoutMargins { parts.append("directionalLayoutMargins=\(directionalLayoutMargins)") }
        if let contentStretch { parts.append("contentStretch=\(contentStretch)") }
        return "[" + parts.joined(separator: " ") + "]"
    }
}

/// Insets by leading and trailing edge rather than left and right (`NSDirectionalEdgeInsets`).
public struct DirectionalEdgeInsets: Sendable, Equatable, CustomStringConvertible {
    public var top, leading, bottom, trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public var description: String {
        "(\(formatted(top)), \(formatted(leading)), \(formatted(bottom)), \(formatted(trailing)))"
    }
}

/// An outlet collection a template connected on a view it made: the objects in document order, held
/// weakly as outlets are (a collection of a cell's own buttons must not keep the cell alive).
public struct OutletCollection {
    public let name: String
    private var members: [Outlet] = []

    public init(name: String) { self.name = name }

    public var objects: [AnyObject] { members.compactMap(\.destination) }

    public mutating func append(_ object: AnyObject) { members.append(Outlet(name: name, destination: object)) }
}

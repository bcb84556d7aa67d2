/// A user-defined runtime attribute: a key path and a typed value that NIB loading would set with
/// `setValue(_:forKeyPath:)` on the object's custom class.
///
/// There are no custom classes here, so the view keeps them as they are; trees print and compare them.
public struct RuntimeAttribute: Hashable, Sendable, CustomStringConvertible {
    public let keyPath: String
    public let value: RuntimeValue

    public init(keyPath: String, value: RuntimeValue) {
        self.keyPath = keyPath
        self.value = value
    }

    public var description: String { "\(keyPath): \(value)" }
}

/// The value of a runtime attribute, by the `type` Interface Builder gives it.
public enum RuntimeValue: Hashable, Sendable, CustomStringConvertible {
    case boolean(Bool)
    /// `type="number"` with an `<integer>` value.
    case integer(Int)
    /// `type="number"` with a `<real>` value.
    case real(Double)
    case string(String)
    case localizedString(String)
    case color(Color)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case range(location: Int, length: Int)
    /// An image by name.
    case image(String)
    /// `type="nil"`: the key path is set to nil.
    case nilValue

    public var description: String {
        switch self {
        case .boolean(let value): "boolean \(value)"
        case .integer(let value): "integer \(value)"
        case .real(let value): "real \(formatted(value))"
        case .string(let value): "string \"\(value)\""
        case .localizedString(let value): "localizedString \"\(value)\""
        case .color(let value): "color \(value)"
        case .point(let value): "point \(value)"
        case .size(let value): "size \(value)"
        case .rect(let value): "rect \(value)"
        case .range(let location, let length): "range (\(location), \(length))"
        case .image(let value): "image \"\(value)\""
        case .nilValue: "nil"
        }
    }
}

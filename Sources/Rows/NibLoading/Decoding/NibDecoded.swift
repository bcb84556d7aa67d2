import Typesetting
import Views

/// What decoding one archive object yields: a reference type for views and connections, a value for
/// the Foundation and UIKit value classes the model keeps as Swift values (strings, numbers, colours,
/// fonts, collections).
///
/// One enum rather than `Any`, so a typed read (`decodeString(forKey:)`) is a switch, not a dynamic cast.
public enum NibDecoded {
    /// A view, a connection, the owner or an external object.
    case object(AnyObject)
    /// `NSString`.
    case string(String)
    /// `NSNumber` with `NS.intval`.
    case int(Int)
    /// `NSNumber` with `NS.dblval`.
    case double(Double)
    /// `NSNumber` with `NS.boolval`.
    case bool(Bool)
    /// `NSData`.
    case data([UInt8])
    /// `UIColor`.
    case color(Color)
    /// `UIFont`.
    case font(FontDescriptor)
    /// `NSArray`, `NSMutableArray`, `NSSet`: the elements in order.
    case array([NibDecoded])
    /// `NSDictionary`: the pairs in archive order.
    case dictionary([(key: NibDecoded, value: NibDecoded)])
    /// A value of a class the model keeps as a Swift value of its own (a flow layout, a font
    /// descriptor's attributes, an image by name); rare, so cast with `as?`.
    case value(Any)

    /// A short name of the case, for errors ("a string", "an array").
    var kindDescription: String {
        switch self {
        case .object(let object): "an object of type \(type(of: object))"
        case .string: "a string"
        case .int, .double, .bool: "a number"
        case .data: "data"
        case .color: "a colour"
        case .font: "a font"
        case .array: "an array"
        case .dictionary: "a dictionary"
        case .value(let value): "a \(type(of: value))"
        }
    }
}

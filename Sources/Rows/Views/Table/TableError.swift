/// What a table refuses, as UIKit raises an exception for it.
public enum TableError: Error, Equatable, CustomStringConvertible {
    /// `dequeueReusableCell(withIdentifier:for:)` for an identifier nothing was registered for.
    case unregisteredIdentifier(String)
    /// A registered nib whose top-level objects are not exactly one table cell.
    case nibWithoutOneCell(identifier: String, topLevelObjects: Int)

    public var description: String {
        switch self {
        case .unregisteredIdentifier(let identifier):
            "no cell or nib is registered for the reuse identifier '\(identifier)'; register one before dequeuing"
        case .nibWithoutOneCell(let identifier, let count):
            "the nib registered for '\(identifier)' has \(count) top-level objects that are not exactly one table cell"
        }
    }
}

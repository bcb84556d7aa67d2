/// One named property of a view with its value as printed: what tree comparison and printing work on.
public struct ViewProperty: Hashable, Sendable {
    public let name: String
    public let value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

extension Array where Element == ViewProperty {
    /// Appends a property, printing `nil` for an absent value.
    public mutating func append(_ name: String, _ value: Any?) {
        let printed: String
        switch value {
        case nil: printed = "nil"
        case let number as Double: printed = formatted(number)
        case let some?: printed = String(describing: some)
        }
        append(ViewProperty(name: name, value: printed))
    }
}

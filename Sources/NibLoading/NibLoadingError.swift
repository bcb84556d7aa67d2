/// Every failure of decoding or instantiating a compiled nib, or of encoding one, as one line.
///
/// One error type for the module. A decoding error names the file and the archive object at fault
/// (its index in the object table and its class), since a parsed archive no longer has byte offsets:
/// `Cell.nib: object 12 (UILabel): key 'UIText' holds a double, not an object reference`.
public struct NibLoadingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The nib's file name as given, or `nib data` for bytes with no file.
    public let file: String
    /// The index of the object being decoded in the archive's object table; nil when none applies.
    public let object: Int?
    /// That object's class name as the archive gives it.
    public let className: String?
    /// The byte at fault, for errors the container reader found.
    public let offset: Int?
    /// What is wrong and, where it helps, what would fix it.
    public let reason: String

    public init(file: String, offset: Int? = nil, object: Int? = nil, className: String? = nil, reason: String) {
        self.file = file
        self.offset = offset
        self.object = object
        self.className = className
        self.reason = reason
    }

    public var description: String {
        var text = "\(file): "
        if let offset { text += "byte \(offset): " }
        if let object { text += "object \(object)" + (className.map { " (\($0))" } ?? "") + ": " }
        text += reason
        return text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}

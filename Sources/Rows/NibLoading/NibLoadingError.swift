/// Every failure of decoding or instantiating a compiled nib, or of encoding one, as one line.
///
/// One error type for the module. A decoding error names the file, the byte where the object at fault
/// starts in the object table, and the object (its index and class):
/// `Cell.nib: byte 112: object 12 (UILabel): key 'UIText' holds a double, not an object reference`.
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
        return Self.visible(text.split(whereSeparator: \.isNewline).joined(separator: " "))
    }

    /// The text with every other control character (a class or key name from a damaged archive may hold
    /// any byte) written as an escape, so a message stays one visible line.
    static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}

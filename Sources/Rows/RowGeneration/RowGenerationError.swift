/// Every refusal of the row generators, as one line that names the file at fault and what would fix it.
///
/// One error type for the module (as `TemplateError` is the reader's), so a caller prints `description`; a
/// XIB the reader cannot read at all comes through as the reader's own `TemplateError`.
public struct RowGenerationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The XIB at fault, relative to the package (`templates/Cell.xib`), or the pair or folder named.
    public let file: String
    /// The 1-based line of the element at fault; 0 when the whole file or a pair of files is at fault.
    public let line: Int
    /// What is wrong and, where it helps, what would fix it.
    public let reason: String

    public init(file: String, line: Int = 0, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    /// `file:line: reason` (or `file: reason`), always on one line, so that a hostile text quoted in the reason
    /// cannot break the message.
    public var description: String {
        let text = line > 0 ? "\(file):\(line): \(reason)" : "\(file): \(reason)"
        return String(text.map { $0.isNewline ? " " : $0 })
    }
}

/// What one read of a XIB met that the reader does not model: attributes and child elements it does not
/// know, and object elements it reads as plain views. UIKit's nib loading is tolerant of vocabulary
/// (an unknown class is logged and built as its superclass), so by default these are listed, not
/// refused; a strict read (`--strict`) refuses the first, as the reader always did.
///
/// Set for the duration of one `TemplateReader` read as a task-local value, so the element decoders
/// need no extra parameter; only a read that meets something unknown looks it up.
public final class TemplateVocabulary: @unchecked Sendable {
    @TaskLocal static var current: TemplateVocabulary?

    /// Whether the first unknown attribute or element is an error.
    public let strict: Bool
    /// Each thing met and how often, in the order first met.
    public private(set) var entries: [(what: String, count: Int)] = []

    public init(strict: Bool) { self.strict = strict }

    func record(_ what: String) {
        if let index = entries.firstIndex(where: { $0.what == what }) {
            entries[index].count += 1
        } else {
            entries.append((what, 1))
        }
    }
}

/// The most a template may ask of the reader, so that a broken or hostile file fails fast, in bounded
/// memory, with a one-line error, instead of exhausting the stack, the heap or the CPU.
///
/// Real XIBs sit far below every limit: the largest file of `shared/xib-corpus` is 7 KB with 64 elements,
/// 9 levels deep and at most 14 attributes on one element. Each limit caps a cost that grows with the
/// input; `templates/README.md` ("Hostile input and limits") lists them for template authors.
public enum TemplateLimits {
    /// Bytes in one file: 16 MiB, checked from the file's size before any byte is read, so a 50 MB
    /// file, `/dev/zero` or a growing file costs nothing.
    public static let maximumFileSize = 16 << 20

    /// Element nesting depth. The decoder, instantiation and layout recurse once per level; a
    /// 10,000-deep file overflowed the stack. libxml2 stops at 256 levels only in its pull parser:
    /// the push parser that `XMLParser` drives has no limit. 128 still allows about 60 nested views.
    public static let maximumDepth = 128

    /// Elements in one file. The element tree is held whole in memory before it is typed, so this
    /// bounds the reader's memory at a few hundred bytes per element beyond the file itself.
    public static let maximumElements = 50_000

    /// Attributes on one element. libxml2 2.9 checks each new attribute against every earlier one of
    /// the same tag (80,000 attributes took 2.2 s), and does so before any callback, so the limit is
    /// checked on the raw bytes first (`MarkupPrecheck`).
    public static let maximumAttributes = 64

    /// The largest magnitude of any decimal number (points, sizes, constants). Finite but absurd values
    /// such as 1e308 would otherwise reach layout and overflow to infinity there.
    public static let maximumMagnitude = 1_000_000.0
}

extension TemplateLimits {
    /// Why an element at `depth` (the root is 1), the `elements`-th of its file, is refused; nil when it is fine.
    static func problem(depth: Int, elements: Int) -> String? {
        if depth > maximumDepth {
            return
                "is nested \(depth) elements deep; templates may nest at most \(maximumDepth) (see templates/README.md)"
        }
        if elements > maximumElements {
            return
                """
                is element number \(elements); templates may hold at most \(maximumElements) elements (see \
                templates/README.md)
                """
        }
        return nil
    }
}

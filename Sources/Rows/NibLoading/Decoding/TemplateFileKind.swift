import Foundation

/// What a file given as a template is, from its first bytes: a compiled nib (the NIBArchive signature),
/// a XIB (XML: `<` after an optional byte-order mark and white space), or neither. The name does not
/// decide: a `.nib` that holds a keyed archive or text is neither, and is refused in one line.
public enum TemplateFileKind: Sendable, Equatable {
    case xib, nib

    /// The kind of the file at `url`; nil when it is neither (or cannot be read).
    public static func of(_ url: URL) -> TemplateFileKind? {
        guard let handle = FileHandle(forReadingAtPath: url.path) else { return nil }
        defer { try? handle.close() }
        let head = [UInt8](handle.readData(ofLength: 64))
        if head.starts(with: Array("NIBArchive".utf8)) { return .nib }
        var rest = head[...]
        if rest.starts(with: [0xEF, 0xBB, 0xBF]) { rest = rest.dropFirst(3) }
        rest = rest.drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return rest.first == UInt8(ascii: "<") ? .xib : nil
    }
}

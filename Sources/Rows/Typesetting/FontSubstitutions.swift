#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// Reads a font substitution table: which face measures a named font that is not installed here.
///
/// Apple's fonts (Helvetica Neue, Avenir, ...) are not on a Linux machine, and fontconfig's silent
/// fallback is refused (see `FontResolver`), so a template that names one needs a stand-in. The table is
/// data, in a file (`templates/font-substitutions.tsv` by default), one entry per line:
///
///     Avenir-Medium<TAB>system
///
/// The stand-in is `system`, `bold-system`, `italic-system`, `system-<weight>` (a `FontWeight`, e.g.
/// `system-medium`) or any name fontconfig knows (`DejaVu Serif`). Blank lines and lines starting with
/// `#` are ignored. Keys are matched exactly, as templates spell them.
public enum FontSubstitutions {
    /// The table in the file at `path`, ready for `FreeTypeMeasurer(substitutions:)`.
    ///
    /// Read with the C library rather than Foundation, which this module does not import (Foundation's
    /// extensions would leak into every module above it and shadow names such as `formatted`).
    ///
    /// - Throws: `TypesettingError.substitutionsUnreadable` or `.malformedSubstitution` naming the line.
    public static func load(path: String) throws -> [String: FontDescriptor.Face] {
        guard let file = fopen(path, "rb") else {
            throw TypesettingError.substitutionsUnreadable(path: path, reason: String(cString: strerror(errno)))
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count == 0 { break }
            bytes += buffer[0..<count]
        }
        if ferror(file) != 0 {
            throw TypesettingError.substitutionsUnreadable(path: path, reason: "read error")
        }
        return try parse(String(decoding: bytes, as: UTF8.self), path: path)
    }

    /// Parses the table's text; `path` names it in errors.
    public static func parse(_ text: String, path: String) throws -> [String: FontDescriptor.Face] {
        var table: [String: FontDescriptor.Face] = [:]
        var firstLines: [String: Int] = [:]
        // "\r\n" is one Character in Swift, so CRLF line ends are split on explicitly.
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        for (offset, line) in lines.enumerated() {
            let number = offset + 1
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) || line.hasPrefix("#") { continue }
            func fail(_ reason: String) -> TypesettingError {
                .malformedSubstitution(path: path, line: number, reason: reason)
            }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(trimmed)
            guard fields.count == 2, !fields[0].isEmpty, !fields[1].isEmpty else {
                throw fail("expected two tab-separated fields, a font name and its stand-in")
            }
            if let first = firstLines[fields[0]] {
                throw fail("'\(fields[0])' is already mapped on line \(first); keep one")
            }
            table[fields[0]] = try face(fields[1], orThrow: fail)
            firstLines[fields[0]] = number
        }
        return table
    }

    /// The text without spaces at either end.
    private static func trimmed(_ text: Substring) -> String {
        String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    /// A stand-in's face from its spelling in the table.
    private static func face(_ text: String, orThrow fail: (String) -> TypesettingError) throws -> FontDescriptor.Face {
        switch text {
        case "system": return .system
        case "bold-system": return .boldSystem
        case "italic-system": return .italicSystem
        default:
            guard text.hasPrefix("system-") else { return .named(text) }
            guard let weight = FontWeight(rawValue: String(text.dropFirst("system-".count))) else {
                let known = FontWeight.allCases.map { "system-\($0.rawValue)" }.joined(separator: ", ")
                throw fail("'\(text)' is not a system weight; use one of \(known)")
            }
            return .system(weight: weight)
        }
    }
}

/// The text of `inspect --archive FILE.nib`: the archive as its tables hold it, like ibtool's and the
/// public readers' dumps (research/nib-format.md 1.8), documented in docs/nib-format.md.
///
/// Deterministic: tables in file order, numbers in Swift's shortest round-trip form. A string's
/// `NS.bytes` show as text, geometry as its coordinates, other data as hexadecimal.
public enum NIBArchiveDump {
    /// Data longer than this shows its first bytes and how many more there are.
    static let dataShown = 64

    /// One call for the CLI: the whole dump, ending with a newline.
    public static func text(of archive: NIBArchive) -> String {
        var lines: [String] = []
        let origin = archive.origin
        lines.append("NIBArchive \(archive.fileName)")
        lines.append("format version \(archive.formatVersion), coder version \(archive.coderVersion)")
        let tables = [
            ("objects", archive.objects.count, origin?.objectsOffset), ("keys", archive.keys.count, origin?.keysOffset),
            ("values", archive.values.count, origin?.valuesOffset),
            ("class names", archive.classes.count, origin?.classesOffset),
        ]
        lines.append(
            tables.map { name, count, offset in "\(count) \(name)" + (offset.map { " at byte \($0)" } ?? "") }.joined(
                separator: ", "))

        lines.append("")
        lines.append("classes")
        for (index, entry) in archive.classes.enumerated() {
            let fallbacks = entry.fallbackClasses.map { "\($0) \(archive.classes[$0].name)" }
            lines.append(
                "  \(index) \(entry.name)"
                    + (fallbacks.isEmpty ? "" : " (fallback: \(fallbacks.joined(separator: ", ")))"))
        }
        lines.append("")
        lines.append("keys")
        for (index, key) in archive.keys.enumerated() { lines.append("  \(index) \(key)") }
        lines.append("")
        lines.append("objects")
        for (index, object) in archive.objects.enumerated() {
            let range =
                object.valueCount == 0
                ? "no values" : "values \(object.valueStart) to \(object.valueRange.upperBound - 1)"
            lines.append("  object \(index) \(archive.classes[object.classIndex].name) (\(range))")
            for position in object.valueRange {
                let entry = archive.values[position]
                let parts = [
                    "   ", "\(position)", archive.keys[entry.key], entry.value.typeName, describe(entry, in: archive),
                ]
                lines.append(parts.filter { !$0.isEmpty }.joined(separator: " "))
            }
        }
        return lines.map { $0.escapingForOneLine() }.joined(separator: "\n") + "\n"
    }

    /// A value's payload as the dump prints it.
    static func describe(_ entry: NIBKeyedValue, in archive: NIBArchive) -> String {
        switch entry.value {
        case .int8(let number): "\(number)"
        case .int16(let number): "\(number)"
        case .int32(let number): "\(number)"
        case .int64(let number): "\(number)"
        case .bool, .null: ""
        case .float(let number): "\(number)"
        case .double(let number): "\(number)"
        case .object(let target): "@\(target) \(archive.className(of: target))"
        case .data(let bytes): describe(bytes, key: archive.keys[entry.key])
        }
    }

    private static func describe(_ bytes: [UInt8], key: String) -> String {
        if key == "NS.bytes", let text = String(validating: bytes, as: UTF8.self) {
            return quoted(text)
        }
        if key != "NS.bytes", let coordinates = NIBGeometry.coordinates(bytes) {
            let kind = bytes[0] == 0x07 ? "doubles" : "floats"
            return "\(kind) (" + coordinates.map { "\($0)" }.joined(separator: ", ") + ")"
        }
        if bytes.starts(with: NIBReader.magic) { return "\(bytes.count) bytes: a nested NIBArchive" }
        let shown = bytes.prefix(dataShown).map(hex).joined()
        let rest = bytes.count > dataShown ? "… (\(bytes.count - dataShown) more)" : ""
        return "\(bytes.count) bytes" + (bytes.isEmpty ? "" : ": \(shown)\(rest)")
    }

    /// The text in quotes, with quotes and backslashes escaped; controls are escaped for the whole line.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// The archive as JSON, for the independent check (`scripts/check-nibs-with-nibarchive.sh`) and any
/// other tool: every table entry as the file holds it, with each value's type byte.
///
/// Hand-written rather than through Foundation's encoder so the module keeps no dependency and the
/// output is stable: keys in a fixed order, doubles in Swift's shortest round-trip form (which Python's
/// `float()` reads back exactly), non-finite numbers as the strings "nan", "inf" and "-inf", data as
/// lowercase hexadecimal.
extension NIBArchiveDump {
    public static func json(of archive: NIBArchive) -> String {
        var out = "{\"formatVersion\": \(archive.formatVersion), \"coderVersion\": \(archive.coderVersion),\n"
        out +=
            " \"classes\": ["
            + archive.classes.map { entry in
                "{\"name\": \(jsonString(entry.name)), \"fallbacks\": "
                    + "[\(entry.fallbackClasses.map(String.init).joined(separator: ", "))]}"
            }.joined(separator: ",\n  ") + "],\n"
        out += " \"keys\": [" + archive.keys.map(jsonString).joined(separator: ",\n  ") + "],\n"
        out +=
            " \"objects\": ["
            + archive.objects.map { object in
                """
                {\"class\": \(object.classIndex), \"valueStart\": \(object.valueStart), \"valueCount\": \
                \(object.valueCount)}
                """
            }.joined(separator: ",\n  ") + "],\n"
        out +=
            " \"values\": ["
            + archive.values.indices.map { index in
                let entry = archive.values[index]
                var text =
                    "{\"key\": \(entry.key), \"type\": \(entry.value.typeByte), \"value\": \(jsonValue(entry.value))"
                // A nested archive that reads is shown whole; one that does not stays plain data.
                if let nested = try? archive.nestedArchive(inValue: index) {
                    text += ", \"nested\": " + json(of: nested).dropLast()
                }
                return text + "}"
            }.joined(separator: ",\n  ") + "]}\n"
        return out
    }

    private static func jsonValue(_ value: NIBValue) -> String {
        switch value {
        case .int8(let number): "\(number)"
        case .int16(let number): "\(number)"
        case .int32(let number): "\(number)"
        case .int64(let number): "\(number)"
        case .bool(let flag): "\(flag)"
        case .float(let number): jsonNumber(Double(number))
        case .double(let number): jsonNumber(number)
        case .data(let bytes): "\"" + bytes.map(hex).joined() + "\""
        case .null: "null"
        case .object(let index): "\(index)"
        }
    }

    private static func jsonNumber(_ number: Double) -> String {
        if number.isNaN { return "\"nan\"" }
        if number.isInfinite { return number > 0 ? "\"inf\"" : "\"-inf\"" }
        return "\(number)"
    }

    /// A JSON string literal: quotes, backslashes and controls escaped.
    static func jsonString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20:
                let digits = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

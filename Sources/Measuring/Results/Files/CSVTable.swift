import CSV
import Foundation

/// A CSV file read back and checked against its schema, with typed field access that names the file, line
/// and column of any bad value.
///
/// Lines count records: the header is line 1, the first data record line 2. Blank lines are skipped (but
/// counted), so a file that gained an empty last line still reads.
public struct CSVTable {
    /// The path as shown in messages (as the user gave the folder, plus the file name).
    public let path: String
    public let columns: [String]
    public let records: [CSVRecord]

    /// Reads `url`, checks that its header is exactly `schema`, and that every record has as many fields.
    public init(reading url: URL, schema: [String]) throws {
        path = url.relativePath
        guard FileManager.default.fileExists(atPath: url.path) else { throw ResultsError.missingFile(path: path) }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw ResultsError.unreadable(path: path, reason: error.localizedDescription)
        }
        let text = String(decoding: data, as: UTF8.self)
        guard !text.allSatisfy(\.isWhitespace) else { throw ResultsError.emptyFile(path: path) }
        let reader: any CSVRowSource
        if let plain = PlainCSVReader(data) {
            reader = plain
        } else {
            do { reader = try CSVReader(string: text, hasHeaderRow: false) } catch {
                throw ResultsError.unreadable(path: path, reason: "\(error)")
            }
        }
        guard let header = reader.next() else { throw ResultsError.emptyFile(path: path) }
        try CSVTable.check(header: header, against: schema, path: path)
        columns = header
        var records = [CSVRecord]()
        var line = 1
        while let fields = reader.next() {
            line += 1
            if fields == [""] { continue }
            guard fields.count == header.count else {
                throw ResultsError.wrongFieldCount(path: path, line: line, found: fields.count, expected: header.count)
            }
            records.append(CSVRecord(path: path, line: line, columns: header, fields: fields))
        }
        if let error = reader.failure { throw ResultsError.unreadable(path: path, reason: "\(error)") }
        self.records = records
    }

    /// Missing columns are reported first (they matter most), then unknown ones, then order or duplicates.
    public static func check(header: [String], against schema: [String], path: String) throws {
        if header == schema { return }
        let missing = schema.filter { !header.contains($0) }
        if !missing.isEmpty { throw ResultsError.missingColumns(path: path, columns: missing) }
        let unknown = header.filter { !schema.contains($0) }
        if !unknown.isEmpty { throw ResultsError.unknownColumns(path: path, columns: unknown) }
        throw ResultsError.misorderedColumns(path: path, expected: schema)
    }
}

/// One data record of a `CSVTable`.
public struct CSVRecord {
    public let path: String
    public let line: Int
    public let columns: [String]
    public let fields: [String]

    /// The raw text of `column`, which must be in the schema.
    public func text(_ column: String) -> String {
        guard let index = columns.firstIndex(of: column) else {
            preconditionFailure("Column '\(column)' is not in the schema of \(path).")
        }
        return fields[index]
    }

    /// A non-empty field.
    public func string(_ column: String) throws -> String {
        let value = text(column)
        if value.isEmpty {
            throw ResultsError.badField(path: path, line: line, column: column, value: value, expected: "filled in")
        }
        return value
    }

    /// A whole number of at least `minimum`, written in plain digits.
    public func whole(_ column: String, minimum: UInt64 = 0) throws -> UInt64 {
        let value = text(column)
        let digits = value.hasPrefix("-") ? value.dropFirst() : value[...]
        // Bytes, not Characters: grapheme iteration made reading samples.csv several times slower.
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let number = UInt64(digits) else {
            throw ResultsError.badField(
                path: path, line: line, column: column, value: value, expected: "a whole number")
        }
        if value.hasPrefix("-") && number != 0 || number < minimum {
            throw ResultsError.outOfRange(path: path, line: line, column: column, value: value, minimum: "\(minimum)")
        }
        return number
    }

    /// `whole` as an `Int`.
    public func int(_ column: String, minimum: Int = 0) throws -> Int {
        let number = try whole(column, minimum: UInt64(minimum))
        guard number <= UInt64(Int.max) else {
            throw ResultsError.badField(
                path: path, line: line, column: column, value: text(column), expected: "a whole number")
        }
        return Int(number)
    }

    /// A finite decimal number of at least 0 (derived columns such as `ns_per_row`).
    public func decimal(_ column: String) throws -> Double {
        let value = text(column)
        let allowed = { (byte: UInt8) in
            (byte >= 0x30 && byte <= 0x39) || byte == 0x2E || byte == 0x2D || byte == 0x2B || byte == 0x65
                || byte == 0x45
        }
        guard value.utf8.allSatisfy(allowed), let number = Double(value), number.isFinite else {
            throw ResultsError.badField(path: path, line: line, column: column, value: value, expected: "a number")
        }
        if number < 0 {
            throw ResultsError.outOfRange(path: path, line: line, column: column, value: value, minimum: "0")
        }
        return number
    }
}

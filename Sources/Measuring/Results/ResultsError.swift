import Foundation

/// Everything that can go wrong reading or writing a run's files, each a one-line sentence naming the file at fault.
///
/// Messages start with the path (and `:line` where a record is at fault), like a compiler diagnostic, so a
/// CI log or an editor can jump to the spot. Lines count records: line 1 is the header, line 2 the first data
/// record (the CSVs this module writes never put a line break inside a field, so this is also the text line).
public enum ResultsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A file the command needs is not there.
    case missingFile(path: String)
    /// A file could not be read or written; `reason` is the system's explanation.
    case unreadable(path: String, reason: String)
    /// A CSV file has no header row at all.
    case emptyFile(path: String)
    /// The header lacks columns the schema requires.
    case missingColumns(path: String, columns: [String])
    /// The header has columns the schema does not know.
    case unknownColumns(path: String, columns: [String])
    /// The header has the right columns in the wrong order, or twice.
    case misorderedColumns(path: String, expected: [String])
    /// A record has a different number of fields than the header.
    case wrongFieldCount(path: String, line: Int, found: Int, expected: Int)
    /// A field does not hold what its column needs.
    case badField(path: String, line: Int, column: String, value: String, expected: String)
    /// A numeric field is below what its column allows (negative, or zero where a count must be positive).
    case outOfRange(path: String, line: Int, column: String, value: String, minimum: String)
    /// A field is valid alone but contradicts another one in its record.
    case inconsistentRecord(path: String, line: Int, detail: String)
    /// `run.json` is not the JSON this module writes.
    case badMetadata(path: String, detail: String)

    /// One line, starting with the path when there is one.
    public var description: String {
        switch self {
        case .missingFile(let path):
            "\(path): file not found; a run folder holds samples.csv, cold.csv, allocations.csv and run.json"
        case .unreadable(let path, let reason):
            "\(path): cannot be read or written: \(reason)"
        case .emptyFile(let path):
            "\(path):1: the file is empty; expected a header row (see docs/results-format.md)"
        case .missingColumns(let path, let columns):
            "\(path):1: missing column\(columns.count == 1 ? "" : "s") \(Self.quoted(columns)) in the header"
        case .unknownColumns(let path, let columns):
            "\(path):1: unknown column\(columns.count == 1 ? "" : "s") \(Self.quoted(columns)) in the header"
        case .misorderedColumns(let path, let expected):
            "\(path):1: the header's columns are out of order; expected \(expected.joined(separator: ","))"
        case .wrongFieldCount(let path, let line, let found, let expected):
            "\(path):\(line): \(found) field\(found == 1 ? "" : "s") where the header has \(expected)"
        case .badField(let path, let line, let column, let value, let expected):
            "\(path):\(line): column '\(column)' is not \(expected): \"\(value)\""
        case .outOfRange(let path, let line, let column, let value, let minimum):
            "\(path):\(line): column '\(column)' must be at least \(minimum): \"\(value)\""
        case .inconsistentRecord(let path, let line, let detail):
            "\(path):\(line): \(detail)"
        case .badMetadata(let path, let detail):
            "\(path): not a run description this tool wrote: \(detail)"
        }
    }

    private static func quoted(_ columns: [String]) -> String {
        columns.map { "'\($0)'" }.joined(separator: ", ")
    }
}

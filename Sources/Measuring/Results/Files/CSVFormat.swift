import Foundation

/// How this module writes CSV: RFC 4180, comma-separated, a header row, `\n` (LF) after every record
/// including the last, UTF-8, no byte-order mark, plain numbers.
///
/// Whole quantities (nanoseconds, bytes, counts) are written as integers; derived per-row values as decimals
/// with a fixed number of places (`CSVFormat.fixed`) so the same numbers always give the same bytes, and
/// pandas `read_csv` and R `read.csv` read every file with no options. A value that is not finite is written
/// as an empty field, which both read as missing (NaN / NA).
public enum CSVFormat {
    /// The encoded file: header, records, a final line break.
    ///
    /// Written by hand rather than with the CSV package's writer, which took about 4 s for the 200,000
    /// records of a default run's samples.csv (stream writes per field); this takes well under a second.
    /// RFC 4180: a field holding a comma, quote, CR or LF is quoted, with quotes doubled.
    public static func encode(columns: [String], rows: [[String]]) throws -> Data {
        var bytes = [UInt8]()
        bytes.reserveCapacity((rows.count + 1) * 16 * max(columns.count, 1))
        appendRecord(columns, to: &bytes)
        for row in rows {
            precondition(
                row.count == columns.count, "A CSV record has \(row.count) fields for \(columns.count) columns.")
            appendRecord(row, to: &bytes)
        }
        return Data(bytes)
    }

    private static func appendRecord(_ fields: [String], to bytes: inout [UInt8]) {
        for (index, field) in fields.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            let utf8 = field.utf8
            if utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) {
                bytes.append(0x22)
                for byte in utf8 {
                    if byte == 0x22 { bytes.append(0x22) }
                    bytes.append(byte)
                }
                bytes.append(0x22)
            } else {
                bytes.append(contentsOf: utf8)
            }
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// `value` rounded to `places` decimals, written without exponent or grouping, e.g. `fixed(1.5, 3)` is
    /// "1.500"; empty when `value` is not finite.
    ///
    /// Done with integer arithmetic rather than `String(format:)` so that no locale or C library can change
    /// the digits. Values must stay below about 9·10¹⁸ / 10^places, far above anything a run produces.
    public static func fixed(_ value: Double, _ places: Int) -> String {
        guard value.isFinite else { return "" }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9.0e18 else { return String(value) }
        let units = Int64(scaled)
        let divisor = Int64(scale)
        let whole = units / divisor
        let sign = value < 0 && units != 0 ? "-" : ""
        guard places > 0 else { return "\(sign)\(whole)" }
        let fraction = String(units % divisor)
        return "\(sign)\(whole)." + String(repeating: "0", count: places - fraction.count) + fraction
    }

    /// `fixed` for an optional; empty when nil.
    public static func fixed(_ value: Double?, _ places: Int) -> String {
        value.map { fixed($0, places) } ?? ""
    }
}

import CSV
import Foundation

/// Where `CSVTable` takes its rows from: the CSV package's reader, or `PlainCSVReader`.
protocol CSVRowSource: AnyObject {
    func next() -> [String]?
    /// The error that stopped reading early, if any.
    var failure: Error? { get }
}

extension CSVReader: CSVRowSource {
    var failure: Error? { error }
}

/// A fast reader for the common case of a CSV file with no quotes and no carriage returns, as this tool
/// writes them: records end at LF, fields at commas, nothing else is special.
///
/// Written by hand because the CSV package's reader took about 3 s for the 200,000 records of a default
/// run's samples.csv (it works Character by Character); splitting bytes takes a small fraction of that.
/// Files with a quote or CR (which need RFC 4180's full rules) go to the package's reader instead, so both
/// give the same rows for any file.
final class PlainCSVReader: CSVRowSource {
    private let bytes: [UInt8]
    private var position = 0
    let failure: Error? = nil

    /// nil when `data` holds a quote or a carriage return.
    init?(_ data: Data) {
        let bytes = [UInt8](data)
        if bytes.contains(where: { $0 == 0x22 || $0 == 0x0D }) { return nil }
        self.bytes = bytes
    }

    /// The next record's fields; `[""]` for a blank line, nil at the end.
    func next() -> [String]? {
        guard position < bytes.count else { return nil }
        var fields = [String]()
        var start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x2C || byte == 0x0A {
                fields.append(String(decoding: bytes[start..<position], as: UTF8.self))
                start = position + 1
                if byte == 0x0A {
                    position += 1
                    return fields
                }
            }
            position += 1
        }
        fields.append(String(decoding: bytes[start..<position], as: UTF8.self))
        return fields
    }
}

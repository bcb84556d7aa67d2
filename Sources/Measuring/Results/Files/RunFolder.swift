import Foundation

/// A run folder on disk: the measurements a run writes and everything a report is made from.
///
/// `writeMeasurements` writes `samples.csv`, `cold.csv`, `allocations.csv` and `run.json`; `read` reads them
/// back (checking every header and field) into the same `RunData` and `RunMetadata`. The report files are
/// derived from these four alone (see `ReportGenerator`), so they can always be regenerated.
public enum RunFolder {
    public static let metadataFileName = "run.json"

    /// Writes the four measurement files into `folder`, which must exist; all or none.
    public static func writeMeasurements(_ data: RunData, metadata: RunMetadata, to folder: URL) throws {
        var stager = FileStager(folder: folder)
        try stager.stage(try SamplesCSV.encode(data.samples), as: SamplesCSV.fileName)
        try stager.stage(try ColdCSV.encode(data.cold), as: ColdCSV.fileName)
        try stager.stage(try AllocationsCSV.encode(data.allocations), as: AllocationsCSV.fileName)
        try stager.stage(
            try encode(metadata, path: folder.appendingPathComponent(metadataFileName).relativePath),
            as: metadataFileName)
        try stager.commit()
    }

    /// Reads a run folder back; throws a `ResultsError` naming the first file, line and column at fault.
    ///
    /// The clock costs, batch sizes and count of steady processes of `RunData` come from `run.json`.
    public static func read(_ folder: URL) throws -> (data: RunData, metadata: RunMetadata) {
        let metadata = try readMetadata(folder.appendingPathComponent(metadataFileName))
        var data = RunData()
        data.samples = try SamplesCSV.read(folder.appendingPathComponent(SamplesCSV.fileName))
        data.cold = try ColdCSV.read(folder.appendingPathComponent(ColdCSV.fileName))
        data.allocations = try AllocationsCSV.read(folder.appendingPathComponent(AllocationsCSV.fileName))
        data.clockCosts = metadata.clockCostNanoseconds
        data.batchSizes = metadata.batchSizes
        data.steadyProcessesRun = metadata.steadyProcessesRun
        data.retimedBatches = metadata.retimedBatches ?? [:]
        return (data, metadata)
    }

    /// `run.json`: pretty-printed, sorted keys, unescaped slashes, a final newline.
    public static func encode(_ metadata: RunMetadata, path: String) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            var data = try encoder.encode(metadata)
            data.append(UInt8(ascii: "\n"))
            return data
        } catch {
            throw ResultsError.badMetadata(path: path, detail: "cannot encode it: \(error)")
        }
    }

    /// Reads and decodes `run.json`.
    public static func readMetadata(_ url: URL) throws -> RunMetadata {
        let path = url.relativePath
        guard FileManager.default.fileExists(atPath: url.path) else { throw ResultsError.missingFile(path: path) }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw ResultsError.unreadable(path: path, reason: error.localizedDescription)
        }
        do { return try JSONDecoder().decode(RunMetadata.self, from: data) } catch let error as DecodingError {
            throw ResultsError.badMetadata(path: path, detail: describe(error))
        } catch {
            throw ResultsError.badMetadata(path: path, detail: "\(error)")
        }
    }

    /// A one-line account of a decoding error: what, and at which key path.
    public static func describe(_ error: DecodingError) -> String {
        func at(_ path: [CodingKey]) -> String {
            path.isEmpty
                ? "" : " at '" + path.map { $0.intValue.map { "\($0)" } ?? $0.stringValue }.joined(separator: ".") + "'"
        }
        switch error {
        case .keyNotFound(let key, let context): return "missing key '\(key.stringValue)'\(at(context.codingPath))"
        case .typeMismatch(_, let context): return "wrong type\(at(context.codingPath))"
        case .valueNotFound(_, let context): return "missing value\(at(context.codingPath))"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not valid JSON" : "invalid value\(at(context.codingPath))"
        @unknown default: return "cannot decode it"
        }
    }
}

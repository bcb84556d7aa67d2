import Foundation

/// `samples.csv`: one record per timed batch of the steady state, in the order the workers produced them.
///
/// `ns_per_row` and `bytes_per_row` are derived (total over `batch_size`, 3 decimals) for convenience in
/// pandas or R; reading takes the whole-number columns as the truth and only checks the derived ones are
/// numbers.
public enum SamplesCSV {
    public static let fileName = "samples.csv"
    public static let columns = [
        "variant", "construction", "fit", "process", "round", "position", "batch_size",
        "nanoseconds", "ns_per_row", "allocated_bytes", "bytes_per_row",
    ]

    public static func encode(_ samples: [Sample]) throws -> Data {
        try CSVFormat.encode(
            columns: columns,
            rows: samples.map { sample in
                let (construction, fit) = VariantName.parts(sample.variant)
                let rows = Double(sample.batchSize)
                return [
                    sample.variant, construction, fit, "\(sample.process)", "\(sample.round)", "\(sample.position)",
                    "\(sample.batchSize)", "\(sample.nanoseconds)", CSVFormat.fixed(sample.nanosecondsPerRow, 3),
                    "\(sample.allocatedBytes)", CSVFormat.fixed(Double(sample.allocatedBytes) / rows, 3),
                ]
            })
    }

    public static func read(_ url: URL) throws -> [Sample] {
        try CSVTable(reading: url, schema: columns).records.map { record in
            let sample = Sample(
                process: try record.int("process", minimum: 1), round: try record.int("round", minimum: 1),
                position: try record.int("position", minimum: 1), variant: try VariantName.read(record),
                batchSize: try record.int("batch_size", minimum: 1),
                nanoseconds: try record.whole("nanoseconds", minimum: 1),
                allocatedBytes: try record.whole("allocated_bytes"))
            _ = try record.decimal("ns_per_row")
            _ = try record.decimal("bytes_per_row")
            return sample
        }
    }
}

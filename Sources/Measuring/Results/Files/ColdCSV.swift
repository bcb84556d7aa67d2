import Foundation

/// `cold.csv`: the first rows built in fresh processes, each timed alone (the seed's "first 10 results").
public enum ColdCSV {
    public static let fileName = "cold.csv"
    public static let columns = [
        "variant", "construction", "fit", "process", "index", "nanoseconds", "allocated_bytes",
        "setup_nanoseconds",
    ]

    public static func encode(_ samples: [ColdSample]) throws -> Data {
        try CSVFormat.encode(
            columns: columns,
            rows: samples.map { sample in
                let (construction, fit) = VariantName.parts(sample.variant)
                return [
                    sample.variant, construction, fit, "\(sample.process)", "\(sample.index)", "\(sample.nanoseconds)",
                    "\(sample.allocatedBytes)", "\(sample.setupNanoseconds)",
                ]
            })
    }

    public static func read(_ url: URL) throws -> [ColdSample] {
        try CSVTable(reading: url, schema: columns).records.map { record in
            ColdSample(
                process: try record.int("process", minimum: 1), variant: try VariantName.read(record),
                index: try record.int("index", minimum: 1),
                nanoseconds: try record.whole("nanoseconds", minimum: 1),
                allocatedBytes: try record.whole("allocated_bytes"),
                setupNanoseconds: try record.whole("setup_nanoseconds"))
        }
    }
}

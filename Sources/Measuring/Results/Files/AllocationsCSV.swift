import Foundation

/// `allocations.csv`: allocation requests and bytes of a counting pass per steady process and variant, run
/// apart from timing because counting slows allocation down.
public enum AllocationsCSV {
    public static let fileName = "allocations.csv"
    public static let columns = [
        "variant", "construction", "fit", "process", "rows", "allocations", "allocated_bytes",
        "allocations_per_row", "bytes_per_row",
    ]

    public static func encode(_ counts: [AllocationCount]) throws -> Data {
        try CSVFormat.encode(
            columns: columns,
            rows: counts.map { count in
                let (construction, fit) = VariantName.parts(count.variant)
                return [
                    count.variant, construction, fit, "\(count.process)", "\(count.rows)", "\(count.allocations)",
                    "\(count.allocatedBytes)", CSVFormat.fixed(count.allocationsPerRow, 3),
                    CSVFormat.fixed(count.bytesPerRow, 3),
                ]
            })
    }

    public static func read(_ url: URL) throws -> [AllocationCount] {
        try CSVTable(reading: url, schema: columns).records.map { record in
            let count = AllocationCount(
                process: try record.int("process", minimum: 1), variant: try VariantName.read(record),
                rows: try record.int("rows", minimum: 1), allocations: try record.whole("allocations"),
                allocatedBytes: try record.whole("allocated_bytes"))
            _ = try record.decimal("allocations_per_row")
            _ = try record.decimal("bytes_per_row")
            return count
        }
    }
}

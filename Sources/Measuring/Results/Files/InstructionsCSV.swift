import Foundation

/// Instructions per row of one variant, counted under callgrind by `scripts/instruction-counts.sh`.
public struct InstructionCount: Sendable, Equatable {
    public var variant: String
    public var rows: Int
    public var instructions: UInt64

    public init(variant: String, rows: Int, instructions: UInt64) {
        self.variant = variant; self.rows = rows; self.instructions = instructions
    }

    public var instructionsPerRow: Double { Double(instructions) / Double(rows) }
}

/// `instructions.csv`: one row per variant, `variant,rows,instructions,instructions_per_row`.
public enum InstructionsCSV {
    public static let fileName = "instructions.csv"
    public static let columns = ["variant", "rows", "instructions", "instructions_per_row"]

    /// Whether `url` is a CSV file with this header (so `compare` can tell it from `samples.csv`).
    public static func isInstructionsFile(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: 256)) ?? Data()
        return String(decoding: start, as: UTF8.self).hasPrefix(columns.joined(separator: ",") + "\n")
    }

    /// The file as `scripts/instruction-counts.sh` writes it (a sweep copies its counts into its folder).
    public static func encode(_ counts: [InstructionCount]) throws -> Data {
        try CSVFormat.encode(
            columns: columns,
            rows: counts.map {
                [$0.variant, "\($0.rows)", "\($0.instructions)", CSVFormat.fixed($0.instructionsPerRow, 1)]
            })
    }

    public static func read(_ url: URL) throws -> [InstructionCount] {
        try CSVTable(reading: url, schema: columns).records.map { record in
            let count = InstructionCount(
                variant: try record.string("variant"), rows: try record.int("rows", minimum: 1),
                instructions: try record.whole("instructions"))
            _ = try record.decimal("instructions_per_row")
            return count
        }
    }
}

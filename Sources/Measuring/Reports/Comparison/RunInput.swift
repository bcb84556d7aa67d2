import Foundation
import Results
import Statistics

/// One side of `compare`: the samples of a run, with its allocation counts and run.json when they exist.
///
/// Given a run folder, `samples.csv` inside it is required and the other two are read when present; given a
/// `samples.csv` file (any name ending in `.csv`), `allocations.csv` and `run.json` are looked for beside it.
/// What is missing is recorded in `notes`, since it limits what the comparison can say.
public struct RunInput: Sendable {
    /// The path as given, for messages and output.
    public var path: String
    public var samples: [Sample]
    /// nil when there is no `allocations.csv`.
    public var allocations: [AllocationCount]?
    /// nil when there is no `run.json`.
    public var metadata: RunMetadata?
    /// Plain statements about what was missing.
    public var notes: [String] = []

    public init(path: String, samples: [Sample], allocations: [AllocationCount]?, metadata: RunMetadata?) {
        self.path = path; self.samples = samples; self.allocations = allocations; self.metadata = metadata
    }

    /// Reads a run folder or a `samples.csv`; throws a `ResultsError` for a missing or malformed file.
    public static func load(_ path: String) throws -> RunInput {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw ResultsError.missingFile(path: path)
        }
        let url = URL(fileURLWithPath: path)
        let samplesURL = isFolder.boolValue ? url.appendingPathComponent(SamplesCSV.fileName) : url
        let folder = isFolder.boolValue ? url : url.deletingLastPathComponent()
        var input = RunInput(path: path, samples: try SamplesCSV.read(samplesURL), allocations: nil, metadata: nil)
        let allocationsURL = folder.appendingPathComponent(AllocationsCSV.fileName)
        if FileManager.default.fileExists(atPath: allocationsURL.path) {
            input.allocations = try AllocationsCSV.read(allocationsURL)
        } else {
            input.notes.append(
                "\(path): no \(AllocationsCSV.fileName) beside the samples, so allocations are not compared")
        }
        let metadataURL = folder.appendingPathComponent(RunFolder.metadataFileName)
        if FileManager.default.fileExists(atPath: metadataURL.path) {
            input.metadata = try RunFolder.readMetadata(metadataURL)
        } else {
            input.notes.append(
                "\(path): no \(RunFolder.metadataFileName) beside the samples, so machine and build are not checked")
        }
        return input
    }

    /// Per variant, each process's median ns per row, in process order.
    func processMedians() -> [String: [Double]] {
        var result = [String: [Double]]()
        for (variant, samples) in Dictionary(grouping: samples, by: \.variant) {
            let byProcess = Dictionary(grouping: samples, by: \.process)
            result[variant] = byProcess.keys.sorted().map { process in
                Percentile.median(of: byProcess[process]!.map(\.nanosecondsPerRow))
            }
        }
        return result
    }

    /// Per variant, allocation requests, bytes and rows summed over every counting pass; empty without one.
    func allocationTotals() -> [String: AllocationTotals] {
        allocationsByProcess().mapValues { processes in
            AllocationTotals(
                allocations: processes.reduce(0) { $0 + $1.allocations }, bytes: processes.reduce(0) { $0 + $1.bytes },
                rows: processes.reduce(0) { $0 + $1.rows })
        }
    }

    /// Per variant, each counting process's totals, in process order: their spread is what `AllocationTolerance`
    /// allows for. Empty without `allocations.csv`.
    func allocationsByProcess() -> [String: [AllocationTotals]] {
        guard let allocations else { return [:] }
        return Dictionary(grouping: allocations, by: \.variant).mapValues { counts in
            let byProcess = Dictionary(grouping: counts, by: \.process)
            return byProcess.keys.sorted().map { process in
                let passes = byProcess[process]!
                return AllocationTotals(
                    allocations: passes.reduce(0) { $0 + $1.allocations },
                    bytes: passes.reduce(0) { $0 + $1.allocatedBytes }, rows: UInt64(passes.reduce(0) { $0 + $1.rows }))
            }
        }
    }
}

/// Allocation totals of one variant in one run or one process, kept whole so that per-row values compare exactly.
public struct AllocationTotals: Sendable, Equatable {
    public var allocations: UInt64
    public var bytes: UInt64
    public var rows: UInt64

    public var allocationsPerRow: Double { Double(allocations) / Double(rows) }
    public var bytesPerRow: Double { Double(bytes) / Double(rows) }

    /// Compares allocations per row exactly, by cross-multiplying (a₁·r₂ against a₂·r₁) in 128 bits.
    static func comparePerRow(_ a: UInt64, _ aRows: UInt64, _ b: UInt64, _ bRows: UInt64) -> Int {
        let left = a.multipliedFullWidth(by: bRows), right = b.multipliedFullWidth(by: aRows)
        if left.high != right.high { return left.high < right.high ? -1 : 1 }
        return left.low == right.low ? 0 : (left.low < right.low ? -1 : 1)
    }
}

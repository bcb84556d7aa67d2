import Foundation
import Results
import Statistics

/// One run as `across` reads it: its `run.json` and `comparisons.csv` (a machine's record keeps no samples), and
/// the record it came from, if any.
public struct AcrossRun: Sendable {
    /// The run folder's path as the arguments spell it.
    public var folder: String
    /// The name of the machine record (`results/machines/<record-id>`) the run came from; nil for a run given alone.
    public var record: String?
    public var metadata: RunMetadata
    public var comparisons: [ComparisonRow]

    public init(folder: String, record: String? = nil, metadata: RunMetadata, comparisons: [ComparisonRow]) {
        self.folder = folder; self.record = record; self.metadata = metadata; self.comparisons = comparisons
    }

    /// The host it ran on: `machine.hostID`; for a run from before that was recorded, its record's name (a record
    /// holds one host's runs), else the run folder itself, since nothing says two such runs shared a host.
    public var host: String { metadata.machine?.hostID ?? record ?? folder }

    /// The machine's class (`RunMetadata.machineClassID`: from the CPU model and cores for an older run).
    public var classID: String { metadata.machineClassID }

    /// The run folder's own name, e.g. `2026-11-29T050032Z`.
    public var name: String { URL(fileURLWithPath: folder).lastPathComponent }

    /// The memory probe's latency, ns: `machine`'s, or for an older run the median of its workers' probes, the
    /// figure `machine` records.
    var memoryLatencyNanoseconds: Double? {
        if let latency = metadata.machine?.memoryLatencyNanoseconds { return latency }
        let probes = (metadata.processProbes ?? []).map(\.memoryNanoseconds)
        return probes.isEmpty ? nil : Percentile.median(of: probes)
    }
}

import Results
import Statistics

/// One host: the runs that ran on it (`AcrossRun.host`), the level `across` counts and takes intervals over.
public struct AcrossHost: Sendable {
    public var id: String
    /// Its runs, in the order given; never empty.
    public var runs: [AcrossRun]

    /// Its class: its first run's (a host's runs share one, their CPU being the same).
    public var classID: String { runs[0].classID }

    /// What `run.json` records of the machine beyond the CPU model; nil for a host whose runs predate it.
    var machine: MachineDescription? { runs.lazy.compactMap(\.metadata.machine).first }

    var cpuModel: String { runs[0].metadata.cpuModel }
    var cores: Int { runs[0].metadata.cores }

    /// The median over its runs of each run's memory latency; nil when none probed.
    var memoryLatencyNanoseconds: Double? {
        let values = runs.compactMap(\.memoryLatencyNanoseconds)
        return values.isEmpty ? nil : Percentile.median(of: values)
    }

    /// `runs` grouped by host, hosts in the order their first run was given.
    static func group(_ runs: [AcrossRun]) -> [AcrossHost] {
        var hosts: [AcrossHost] = []
        for run in runs {
            if let index = hosts.firstIndex(where: { $0.id == run.host }) {
                hosts[index].runs.append(run)
            } else {
                hosts.append(AcrossHost(id: run.host, runs: [run]))
            }
        }
        return hosts
    }
}

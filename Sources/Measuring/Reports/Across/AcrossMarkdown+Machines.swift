import Results

extension AcrossMarkdown {
    /// The cells whose machines lie furthest apart, with nothing said of why.
    static func movers(_ analysis: AcrossAnalysis) -> [String] {
        let heading = ["## Which ratios move most between machines", ""]
        let movers = analysis.movers()
        guard !movers.isEmpty else {
            return heading + ["One machine: nothing to compare between machines."]
        }
        var table = MarkdownTable(
            ["cell", "highest / lowest", "lowest", "highest"],
            alignments: [.left, .right, .left, .left])
        for cell in movers {
            let sorted = cell.hosts.sorted { $0.value < $1.value }
            let low = sorted[0], high = sorted[sorted.count - 1]
            table.add([
                cell.label, f3(cell.spread), "\(f3(low.value)) (\(low.host))",
                "\(f3(high.value)) (\(high.host))",
            ])
        }
        return heading + [
            "The figures whose highest machine's ratio is furthest above its lowest's (at most 10), "
                + "beside what the records show of each machine below. They say where a ratio moved, not "
                + "why.", "",
        ] + table.lines
    }

    /// Each host as its runs' `run.json` describe it; "—" where they record nothing.
    static func machines(_ analysis: AcrossAnalysis) -> [String] {
        var table = MarkdownTable(
            [
                "machine", "class", "runs", "CPU", "cores", "vendor", "family, model, stepping",
                "L2", "L3", "memory (GiB)", "memory latency (ns)",
            ],
            alignments: [
                .left, .left, .left, .left, .right, .left, .left, .right, .right, .right,
                .right,
            ])
        for host in analysis.hosts {
            let machine = host.machine
            let cpu = [machine?.family, machine?.model, machine?.stepping]
            let identity =
                cpu.allSatisfy { $0 == nil }
                ? "—"
                : cpu.map { $0.map(String.init) ?? "?" }
                    .joined(separator: ", ")
            table.add([
                host.id, host.classID, host.runs.map(\.name).joined(separator: ", "), host.cpuModel,
                "\(host.cores)", machine?.vendor ?? "—", identity,
                machine?.caches?["L2"] ?? "—", machine?.caches?["L3"] ?? "—",
                machine?.memoryGiB.map { CSVFormat.fixed($0, 1) } ?? "—",
                host.memoryLatencyNanoseconds.map { CSVFormat.fixed($0, 1) } ?? "—",
            ])
        }
        return [
            "## The machines", "",
            "What each machine's runs recorded in run.json (\"—\": not recorded; a run from before run.json had "
                + "`machine` records only the CPU model and cores, and its host is its record, or the run itself). "
                + "Memory latency: one step of a random walk through 16 MiB, the median over the run's workers, then "
                + "over the machine's runs.", "",
        ] + table.lines
    }
}

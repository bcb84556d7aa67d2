import Results

/// The side-by-side table over machines: the runs grouped by host, and for every cell any host has, each host's
/// value (`AcrossCell`). Machines are the level: a host with many runs counts once.
public struct AcrossAnalysis: Sendable {
    public var hosts: [AcrossHost]
    /// In the table's order: real toolkits first, then the model, each timing, each figure in column order.
    public var cells: [AcrossCell]

    public init(runs: [AcrossRun]) {
        hosts = AcrossHost.group(runs)
        // Each host's figures of each cell, keyed by toolkit, timing and figure name.
        var figures: [String: [Int: [ToolkitAnswers.Figure]]] = [:]
        func key(_ toolkit: String, _ laidOut: Bool, _ figure: String) -> String { "\(toolkit)|\(laidOut)|\(figure)" }
        for (index, host) in hosts.enumerated() {
            for run in host.runs {
                for line in ToolkitAnswers(comparisons: run.comparisons).lines {
                    for (name, figure) in line.figures {
                        let cell = key(line.lineup.toolkit, line.laidOut, name)
                        figures[cell, default: [:]][index, default: []].append(figure)
                    }
                }
            }
        }
        let hosts = hosts
        cells = ToolkitLineup.reportOrder.flatMap { lineup in
            lineup.stages.flatMap { laidOut in
                LineupComparison.figures.compactMap { figure -> AcrossCell? in
                    guard let byHost = figures[key(lineup.toolkit, laidOut, figure.name)] else { return nil }
                    let values = byHost.keys.sorted().map { HostValue(host: hosts[$0], figures: byHost[$0] ?? []) }
                    return AcrossCell(lineup: lineup, laidOut: laidOut, figure: figure, hosts: values)
                }
            }
        }
    }

    public var runCount: Int { hosts.map(\.runs.count).reduce(0, +) }
    public var classCount: Int { Set(hosts.map(\.classID)).count }

    /// "2 machines of 2 classes", "1 machine of 1 class".
    var machinesText: String {
        "\(hosts.count) machine\(hosts.count == 1 ? "" : "s") of \(classCount) class\(classCount == 1 ? "" : "es")"
    }

    /// The cells whose hosts lie furthest apart, largest highest / lowest first (at most `limit`); none with one
    /// host.
    func movers(limit: Int = 10) -> [AcrossCell] {
        guard hosts.count > 1 else { return [] }
        let spread = cells.enumerated().filter { $0.element.hosts.count > 1 }
        return spread.sorted { ($0.element.spread, $1.offset) > ($1.element.spread, $0.offset) }
            .prefix(limit).map(\.element)
    }
}

import Results

/// What `across` takes as the replicates: hosts (the default), or classes of hosts.
public enum AcrossLevel: String, Sendable, CaseIterable {
    /// Each host counts once, however many runs it has.
    case host
    /// Each class counts once: its value is the median of its hosts' values, so that a class of many hosts does
    /// not outweigh a class of one, and the interval is over classes.
    case `class`
}

/// The side-by-side table over machines: the runs grouped by host, and for every cell any host has, each host's
/// value (`AcrossCell`). Machines are the level: a host with many runs counts once (with `.class`, a class of
/// many hosts counts once).
public struct AcrossAnalysis: Sendable {
    public var hosts: [AcrossHost]
    public var level: AcrossLevel
    /// In the table's order: real toolkits first, then the model, each timing, each figure in column order.
    public var cells: [AcrossCell]

    public init(runs: [AcrossRun], level: AcrossLevel = .host) {
        self.level = level
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
                    let replicates = level == .class ? HostValue.classes(of: values) : values
                    return AcrossCell(lineup: lineup, laidOut: laidOut, figure: figure, hosts: replicates)
                }
            }
        }
    }

    public var runCount: Int { hosts.map(\.runs.count).reduce(0, +) }
    public var classCount: Int { Set(hosts.map(\.classID)).count }

    /// "2 machines of 2 classes", "1 machine of 1 class"; with classes as the level, "2 classes of 3 machines".
    var machinesText: String {
        let machines = "\(hosts.count) machine\(hosts.count == 1 ? "" : "s")"
        let classes = "\(classCount) class\(classCount == 1 ? "" : "es")"
        return level == .class ? "\(classes) of \(machines)" : "\(machines) of \(classes)"
    }

    /// The cells whose hosts lie furthest apart, largest highest / lowest first (at most `limit`); none with one
    /// host.
    func movers(limit: Int = 10) -> [AcrossCell] {
        guard (level == .class ? classCount : hosts.count) > 1 else { return [] }
        let spread = cells.enumerated().filter { $0.element.hosts.count > 1 }
        return spread.sorted { ($0.element.spread, $1.offset) > ($1.element.spread, $0.offset) }
            .prefix(limit).map(\.element)
    }
}

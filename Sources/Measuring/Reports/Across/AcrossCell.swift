import Results
import Statistics

/// One cell of the side-by-side table (a toolkit, its timing and a figure) over the hosts that have it.
public struct AcrossCell: Sendable {
    public var lineup: ToolkitLineup
    public var laidOut: Bool
    let figure: LineupComparison.Figure
    /// Each host's value, in host order; never empty.
    public var hosts: [HostValue]

    public var figureName: String { figure.name }

    /// The median over hosts of their values.
    public var median: Double { Percentile.median(of: hosts.map(\.value)) }
    public var minimum: Double { hosts.map(\.value).min() ?? .nan }
    public var maximum: Double { hosts.map(\.value).max() ?? .nan }
    /// Highest over lowest host: how far the figure moves between machines.
    public var spread: Double { maximum / minimum }
    /// The interval over hosts; nil with one host.
    public var interval: MachineInterval? { MachineInterval(values: hosts.map(\.value)) }
    public var directions: DirectionCount { DirectionCount(hosts.map(\.direction)) }
    /// The classes among the cell's hosts.
    public var classCount: Int { Set(hosts.map(\.classID)).count }

    /// The timing as `across.csv` and the exports name it: `built`, `laid out`, or for the model, whose rows are
    /// always fitted and laid out, `fitted and laid out`.
    public var stage: String { lineup.isModel ? "fitted and laid out" : (laidOut ? "laid out" : "built") }

    /// "GTK 4, built: template per row / code".
    var label: String { "\(lineup.title), \(ToolkitAnswers.rowsTimed(lineup, laidOut: laidOut)): \(figure.name)" }

    /// The two sides of the figure, numerator first ("template per row", "code").
    var sides: (numerator: String, denominator: String) {
        let parts = figure.name.components(separatedBy: " / ")
        return parts.count == 2 ? (parts[0], parts[1]) : (figure.name, "1")
    }
}

/// One host's value of a cell: its run's ratio and 95% interval, or over several runs the median of their ratios
/// and the span of their intervals.
public struct HostValue: Sendable, Equatable {
    public var host: String
    public var classID: String
    /// The host's runs that have this figure.
    public var runs: Int
    public var value: Double
    /// One run: its 95% interval; several: from the lowest lower end to the highest upper end of their intervals.
    public var lower: Double
    public var upper: Double

    /// The host's value from its runs' figures (non-empty).
    init(host: AcrossHost, figures: [ToolkitAnswers.Figure]) {
        self.host = host.id
        classID = host.classID
        runs = figures.count
        value = Percentile.median(of: figures.map(\.ratio))
        lower = figures.map(\.lower).min() ?? value
        upper = figures.map(\.upper).max() ?? value
    }

    public init(host: String, classID: String, runs: Int, value: Double, lower: Double, upper: Double) {
        self.host = host; self.classID = classID; self.runs = runs; self.value = value; self.lower = lower
        self.upper = upper
    }

    /// Each class's value from its hosts' (`AcrossLevel.class`): the median of their values, the span of their
    /// intervals, their runs added up; named by the class, in the order its first host came.
    static func classes(of hosts: [HostValue]) -> [HostValue] {
        var order: [String] = []
        var members: [String: [HostValue]] = [:]
        for host in hosts {
            if members[host.classID] == nil { order.append(host.classID) }
            members[host.classID, default: []].append(host)
        }
        return order.map { classID in
            let values = members[classID] ?? []
            return HostValue(
                host: classID, classID: classID, runs: values.map(\.runs).reduce(0, +),
                value: Percentile.median(of: values.map(\.value)), lower: values.map(\.lower).min() ?? .nan,
                upper: values.map(\.upper).max() ?? .nan)
        }
    }

    /// Where the host's own interval lies against 1; containing 1, the host counts as level.
    public var direction: Direction { lower > 1 ? .above : (upper < 1 ? .below : .level) }
}

/// Where a host's interval of an X / Y figure lies: wholly above 1 (Y faster), wholly below (X faster), or
/// containing 1 (level).
public enum Direction: String, Sendable, CaseIterable {
    case above = "above-1"
    case below = "below-1"
    case level
}

/// How many hosts of a cell lie on each side of 1.
public struct DirectionCount: Sendable, Equatable {
    public var above = 0
    public var below = 0
    public var level = 0

    public init(above: Int = 0, below: Int = 0, level: Int = 0) {
        self.above = above; self.below = below; self.level = level
    }

    init(_ directions: [Direction]) {
        for direction in directions {
            switch direction {
            case .above: above += 1
            case .below: below += 1
            case .level: level += 1
            }
        }
    }

    public var total: Int { above + below + level }

    /// "code faster on 4 of 4", "code faster on 3 of 4, level on 1 of 4": above 1 the denominator is faster,
    /// below 1 the numerator.
    public func text(numerator: String, denominator: String) -> String {
        let parts = [(above, "\(denominator) faster"), (below, "\(numerator) faster"), (level, "level")]
            .filter { $0.0 > 0 }.map { "\($0.1) on \($0.0) of \(total)" }
        return parts.joined(separator: ", ")
    }
}

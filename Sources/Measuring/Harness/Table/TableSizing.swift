import Builders
import Results

/// How `nib-or-not table` fits its target time: from one calibration worker's job times, the processes and the
/// scenarios' lengths (the scroll's rows, the update stream's seconds) that end the run near `targetSeconds`.
///
/// Why the lengths first: the report's intervals are over processes, and its verdicts ask whether a share of
/// frames stays under a budget, which a shorter scroll or stream still answers with fewer frames. So the
/// processes stay at their default while the lengths, each between its minimum and its default, shrink by one
/// common fraction of that span to fit; only when the minimum lengths still overrun are the processes cut, never
/// below `minimumProcesses`. A length or the processes set by an option are kept as set, even past the target
/// (`overrun` then says by how much, and the command says which option wins).
public struct TableSizing: Sendable, Equatable {
    /// The time a table run aims to end within, calibration included: about a minute and a half, what a user asked
    /// a first question waits for; the default run's verdicts then rest on 10 processes.
    public static let targetSeconds = 90.0
    public static let defaultProcesses = 10
    /// Fewer than five processes leave a percentile bootstrap over processes too few resamples to mean much.
    public static let minimumProcesses = 5
    /// The shortest scroll: 50 frames at 2 rows a frame, a screenful five times over.
    public static let minimumScrollRows = 100
    /// The shortest update stream: 20 changes, 6 frames at 60 Hz.
    public static let minimumUpdateSeconds = 0.1
    public static let defaultUpdateSeconds = 3.0
    /// The fewest first screens: 4 of the model's, 1 of GTK's (`TablePlan.firstScreens`).
    public static let minimumFirstScreens = 4
    /// Time kept out of the target for writing the folder and its report.
    public static let reportSecondsAllowance = 2.0
    /// The calibration times a second worker, at twice the lengths, only when the first took at most this share of
    /// the target: on this machine one GTK worker at the shortest lengths took 192 s (the box's 1,000 rows reloaded
    /// on each of 20 changes: 63 s), and timing it twice would spend more than the whole target.
    public static let secondPassShare = 0.1

    /// What one job (a construction in a scenario) costs a worker, from calibration: seconds at any length, and
    /// seconds per unit of the length it grows with (a row scrolled, a second of updates).
    public struct JobCost: Sendable, Equatable {
        public var source: String
        public var scenario: String
        public var length: TableLength?
        public var fixedSeconds: Double
        public var secondsPerUnit: Double

        public init(
            source: String, scenario: String, length: TableLength?, fixedSeconds: Double, secondsPerUnit: Double
        ) {
            self.source = source; self.scenario = scenario; self.length = length
            self.fixedSeconds = fixedSeconds; self.secondsPerUnit = secondsPerUnit
        }

        public func seconds(at lengths: [TableLength: Double]) -> Double {
            fixedSeconds + (length.map { secondsPerUnit * (lengths[$0] ?? 0) } ?? 0)
        }
    }

    public var processes: Int
    public var scrollRows: Int
    public var updateSeconds: Double
    public var firstScreens: Int
    public var targetSeconds: Double
    public var calibrationSeconds: Double
    /// Calibration, the workers as sized, and the report's allowance.
    public var estimatedSeconds: Double
    /// What one worker is estimated to take at the chosen lengths.
    public var secondsPerWorker: Double
    /// The options that fixed a size (`--processes`, `--scroll-rows`, `--update-seconds`, `--first-screens`), as given.
    public var fixedByOption: [String]
    /// Seconds the estimate exceeds the target by, when even the minimums or the options' sizes do not fit.
    public var overrun: Double? { estimatedSeconds > targetSeconds + 0.5 ? estimatedSeconds - targetSeconds : nil }
    /// The jobs' costs the sizing used, for the progress lines' estimate of the time left.
    public var costs: [JobCost]
    /// Seconds a worker pays beside its jobs (start, GTK's start-up, warming each construction).
    public var workerFixedSeconds: Double

    /// Each job's cost from its times at multiples 1 and 2 of `calibrationLengths`. The growth is the difference of
    /// the two, but at least a quarter of the longer time: noise that makes the longer run look no longer must not
    /// make the length look free. A job timed at multiple 1 only is taken to grow in proportion to its length from
    /// nothing (an overestimate: longer lengths are then bought only with time to spare).
    public static func jobCosts(_ times: [TableJobTime], calibrationLengths: [TableLength: Double]) -> [JobCost] {
        var order: [String] = []
        var byJob: [String: [Int: Double]] = [:]
        for time in times {
            let key = "\(time.source),\(time.scenario)"
            if byJob[key] == nil { order.append(key) }
            byJob[key, default: [:]][time.multiple] = Double(time.nanoseconds) / 1e9
        }
        return order.map { key in
            let parts = key.split(separator: ",").map(String.init)
            let seconds = byJob[key]!
            let length = TableScenarioKind(rawValue: parts[1])?.length
            guard let length, let unit = calibrationLengths[length], unit > 0, let once = seconds[1] else {
                let values = Array(seconds.values)
                return JobCost(
                    source: parts[0], scenario: parts[1], length: nil,
                    fixedSeconds: values.reduce(0, +) / Double(max(values.count, 1)), secondsPerUnit: 0)
            }
            guard let twice = seconds[2] else {
                return JobCost(
                    source: parts[0], scenario: parts[1], length: length, fixedSeconds: 0, secondsPerUnit: once / unit)
            }
            let perUnit = max(twice - once, twice / 4) / unit
            return JobCost(
                source: parts[0], scenario: parts[1], length: length,
                fixedSeconds: max(0, twice - perUnit * 2 * unit), secondsPerUnit: perUnit)
        }
    }

    /// The sizes for `targetSeconds`: `processes`, `scrollRows`, `updateSeconds` and `firstScreens` are the options'
    /// values (nil: sized); `workerFixedSeconds` is what a worker pays beside its jobs.
    public static func size(
        costs: [JobCost], workerFixedSeconds: Double, calibrationSeconds: Double, targetSeconds: Double,
        processes fixedProcesses: Int?, scrollRows fixedScroll: Int?, updateSeconds fixedUpdate: Double?,
        firstScreens fixedFirst: Int? = nil
    ) -> TableSizing {
        let available = targetSeconds - calibrationSeconds - reportSecondsAllowance
        // Each length between its minimum (f = 0) and its default (f = 1), or as an option set it.
        let span: [TableLength: (minimum: Double, maximum: Double)] = [
            .scrollRows: fixedScroll.map { (Double($0), Double($0)) } ?? (
                Double(minimumScrollRows), Double(TablePlan.defaultScrollRows)
            ),
            .updateSeconds: fixedUpdate.map { ($0, $0) } ?? (minimumUpdateSeconds, defaultUpdateSeconds),
            .firstScreens: fixedFirst.map { (Double($0), Double($0)) } ?? (
                Double(minimumFirstScreens), Double(TablePlan.defaultFirstScreens)
            ),
        ]
        let lengths = { (f: Double) in span.mapValues { $0.minimum + f * ($0.maximum - $0.minimum) } }
        let perWorker = { (f: Double) in workerFixedSeconds + costs.reduce(0) { $0 + $1.seconds(at: lengths(f)) } }
        let (atMinimum, atDefault) = (perWorker(0), perWorker(1))
        var processes = fixedProcesses ?? defaultProcesses
        if fixedProcesses == nil && Double(processes) * atMinimum > available {
            processes = max(minimumProcesses, Int((available / atMinimum).rounded(.down)))
        }
        // Worker cost is linear in f, so the fraction that fills the time is exact.
        let slope = atDefault - atMinimum
        let fraction = slope > 0 ? min(1, max(0, (available / Double(processes) - atMinimum) / slope)) : 1
        let chosen = lengths(fraction)
        // Whole rows, and the stream in whole hundredths of a second (whole changes of 5 ms), rounded down.
        let scroll = fixedScroll ?? Int(chosen[.scrollRows]!.rounded(.down))
        let update = fixedUpdate ?? max(minimumUpdateSeconds, (chosen[.updateSeconds]! * 100).rounded(.down) / 100)
        let first = fixedFirst ?? Int(chosen[.firstScreens]!.rounded(.down))
        let rounded: [TableLength: Double] = [
            .scrollRows: Double(scroll), .updateSeconds: update, .firstScreens: Double(first),
        ]
        let worker = workerFixedSeconds + costs.reduce(0) { $0 + $1.seconds(at: rounded) }
        var fixed: [String] = []
        if let fixedProcesses { fixed.append("--processes \(fixedProcesses)") }
        if let fixedScroll { fixed.append("--scroll-rows \(fixedScroll)") }
        if let fixedUpdate { fixed.append("--update-seconds \(fixedUpdate.asWritten)") }
        if let fixedFirst { fixed.append("--first-screens \(fixedFirst)") }
        return TableSizing(
            processes: processes, scrollRows: scroll, updateSeconds: update, firstScreens: first,
            targetSeconds: targetSeconds,
            calibrationSeconds: calibrationSeconds,
            estimatedSeconds: calibrationSeconds + Double(processes) * worker + reportSecondsAllowance,
            secondsPerWorker: worker, fixedByOption: fixed, costs: costs, workerFixedSeconds: workerFixedSeconds)
    }

    /// The estimated seconds of the jobs `source`/`scenario` pairs of one worker at the chosen lengths, for the
    /// progress lines (jobs the calibration did not see count nothing).
    public func seconds(ofJobs jobs: [(source: String, scenario: String)]) -> Double {
        let lengths: [TableLength: Double] = [
            .scrollRows: Double(scrollRows), .updateSeconds: updateSeconds,
            .firstScreens: Double(firstScreens),
        ]
        return jobs.reduce(0) { total, job in
            total + (costs.first { $0.source == job.source && $0.scenario == job.scenario }?.seconds(at: lengths) ?? 0)
        }
    }
}

private extension Double {
    /// A length as a person writes it: `3`, `0.5`, `0.25`.
    var asWritten: String {
        self == rounded() ? String(Int(self)) : String(self)
    }
}

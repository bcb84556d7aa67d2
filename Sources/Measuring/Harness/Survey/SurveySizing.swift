import Results

/// How `nib-or-not survey` fits its target time: from one calibration worker's loads, the processes and the timed
/// batches that end the survey near `targetSeconds`, which grows with the files surveyed (`targetSeconds(files:)`).
///
/// A worker's time for `b` batches is modelled as its fixed cost (start, reading each file) plus, per file and way
/// of loading, its three warm-up loads and `b` batches, each lasting the batch time or one load if longer (as
/// `SurveyWorker` sizes them). The processes are the intervals' replicates, so the batches are cut first (never
/// below `minimumBatches`), then the processes (never below `minimumProcesses`); neither is raised above its
/// default. A size set by an option is kept, even past the target.
public struct SurveySizing: Sendable, Equatable {
    public static let defaultProcesses = 3
    public static let minimumProcesses = 3
    public static let defaultBatches = 5
    /// Two batches give a process a median of two; one would make its median one batch's noise.
    public static let minimumBatches = 2
    /// Warm-up loads per file and way of loading (`SurveyWorker`).
    public static let warmupLoads = 3.0

    /// A survey's default target: 5 s, and 0.5 s per file to time (an app's 40 nibs: 25 s), so that a folder of
    /// a few files answers in seconds and a large app's in proportion.
    public static func targetSeconds(files: Int) -> Double { 5 + 0.5 * Double(files) }

    public var processes: Int
    public var batches: Int
    public var targetSeconds: Double
    public var calibrationSeconds: Double
    public var secondsPerWorker: Double
    /// Calibration, decoding before it (`elapsedBefore`) and the workers as sized.
    public var estimatedSeconds: Double
    /// The options that fixed a size, as given (`--processes 3`).
    public var fixedByOption: [String]
    public var overrun: Double? { estimatedSeconds > targetSeconds + 0.5 ? estimatedSeconds - targetSeconds : nil }

    /// Seconds one worker spends on its loads with `batches` batches, from the calibration's per-load times (in
    /// nanoseconds, one per file and way of loading) and the batch time.
    public static func loadSeconds(loads: [Double], batchNanoseconds: Double, batches: Int) -> Double {
        loads.reduce(0) { $0 + (warmupLoads * $1 + Double(batches) * max(batchNanoseconds, $1)) / 1e9 }
    }

    /// The sizes for the target. `loads` are the calibration worker's nanoseconds per load (it ran one batch),
    /// `workerSeconds` its wall time; `elapsedBefore` is what the survey spent before calibration (decoding every
    /// file once), `calibrationSeconds` the calibration worker's time.
    public static func size(
        loads: [Double], batchNanoseconds: Double, workerSeconds: Double, elapsedBefore: Double,
        targetSeconds: Double, processes fixedProcesses: Int?, batches fixedBatches: Int?
    ) -> SurveySizing {
        let fixedCost = max(
            0, workerSeconds - loadSeconds(loads: loads, batchNanoseconds: batchNanoseconds, batches: 1))
        let worker = { (batches: Int) in
            fixedCost + loadSeconds(loads: loads, batchNanoseconds: batchNanoseconds, batches: batches)
        }
        let available = targetSeconds - elapsedBefore - workerSeconds
        var processes = fixedProcesses ?? defaultProcesses
        var batches = fixedBatches ?? defaultBatches
        if fixedBatches == nil {
            while batches > minimumBatches && Double(processes) * worker(batches) > available { batches -= 1 }
        }
        if fixedProcesses == nil {
            while processes > minimumProcesses && Double(processes) * worker(batches) > available { processes -= 1 }
        }
        var fixed: [String] = []
        if let fixedProcesses { fixed.append("--processes \(fixedProcesses)") }
        if let fixedBatches { fixed.append("--batches \(fixedBatches)") }
        return SurveySizing(
            processes: processes, batches: batches, targetSeconds: targetSeconds, calibrationSeconds: workerSeconds,
            secondsPerWorker: worker(batches),
            estimatedSeconds: elapsedBefore + workerSeconds + Double(processes) * worker(batches), fixedByOption: fixed)
    }
}

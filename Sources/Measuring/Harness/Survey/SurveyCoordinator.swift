import Foundation
import Results

/// Runs `nib-or-not survey`'s worker processes one after another, as `TableCoordinator` runs `table`'s
/// (processes are the replicates; one at a time so they never compete for the cores), and gathers their
/// timed batches. A worker that fails, or prints a line that is not a sample, fails the survey.
public struct SurveyCoordinator {
    /// Starts the workers (`nib-or-not survey-worker PLAN`).
    public let launcher: WorkerLauncher

    public init(launcher: WorkerLauncher) { self.launcher = launcher }

    public func run(_ plan: SurveyPlan, onWorker: (Int) -> Void = { _ in }) throws -> [SurveySample] {
        var samples: [SurveySample] = []
        for index in 1...max(plan.processes, 1) {
            onWorker(index)
            var mine = plan
            mine.process = index
            samples += try runWorker(mine, name: "survey worker \(index)")
        }
        return samples
    }

    /// Sizes `plan` to `targetSeconds` (`SurveySizing`) from one calibration worker of one batch a file and way of
    /// loading; `processes` and `batches` are the options' values (nil: sized), `elapsedBefore` the survey's time so
    /// far. `now` is seconds on a monotonic scale, a parameter so that tests can script time.
    public func calibrate(
        _ plan: SurveyPlan, targetSeconds: Double, processes: Int?, batches: Int?, elapsedBefore: Double,
        now: () -> Double = { ProcessInfo.processInfo.systemUptime }
    ) throws -> (plan: SurveyPlan, sizing: SurveySizing) {
        var calibration = plan
        (calibration.process, calibration.processes, calibration.batches) = (0, 1, 1)
        let started = now()
        let samples = try runWorker(calibration, name: "survey calibration worker")
        let sizing = SurveySizing.size(
            loads: samples.map(\.nanosecondsPerLoad), batchNanoseconds: Double(plan.batchNanoseconds),
            workerSeconds: now() - started, elapsedBefore: elapsedBefore, targetSeconds: targetSeconds,
            processes: processes, batches: batches)
        var sized = plan
        (sized.processes, sized.batches) = (sizing.processes, sizing.batches)
        return (sized, sizing)
    }

    /// Runs one worker to its end and returns its samples.
    private func runWorker(_ plan: SurveyPlan, name: String) throws -> [SurveySample] {
        var samples: [SurveySample] = []
        // One command (`nib-or-not survey-worker`, linking every toolkit) runs these workers: nothing to choose by.
        let worker = try launcher.launch(
            arguments: [String(decoding: try JSONEncoder().encode(plan), as: UTF8.self)], toolkits: [])
        while let line = worker.nextLine() {
            guard let sample = SurveySample(line: line[...]), plan.files.indices.contains(sample.file) else {
                worker.terminate()
                _ = worker.waitForExit()
                throw HarnessError.malformedWorkerOutput(process: name, line: line)
            }
            samples.append(sample)
        }
        let exit = worker.waitForExit()
        guard exit.succeeded else {
            throw HarnessError.workerFailed(
                process: name, variant: nil, status: exit.status,
                detail: exit.standardError.split(separator: "\n").last.map(String.init) ?? "")
        }
        return samples
    }
}

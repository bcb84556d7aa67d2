import Builders
import Foundation
import Results
import Statistics

/// One `nib-or-not survey` worker process: for each file (in an order shuffled per process) and each way
/// of loading it, untimed warm-up loads, then `plan.batches` timed batches of as many loads as fill
/// `plan.batchNanoseconds`, each reported as the mean time of one load. Timed with the monotonic clock.
public enum SurveyWorker {
    public static func run<Clock: MonotonicClock>(_ plan: SurveyPlan, clock: Clock, emit: (SurveySample) -> Void) throws
    {
        var order = Array(plan.files.indices)
        var generator = SplitMix64(seed: plan.seed &+ UInt64(plan.process) &* 0x9E37_79B9_7F4A_7C15)
        order.shuffle(using: &generator)
        var clock = clock
        for index in order {
            let url = URL(fileURLWithPath: plan.files[index])
            guard let kind = SurveyFiles.kind(of: url) else {
                throw SurveyFiles.Failure(description: "\(url.path): neither a XIB nor a nib")
            }
            let load = try SurveyLoad(SurveyFile(path: url.path, name: url.lastPathComponent, kind: kind, choice: nil))
            for mode in SurveyMode.allCases {
                let body = mode == .perRow ? load.perRow : load.cached
                // Warm-up: the paths and caches a load uses, and how many loads fill a batch.
                var loads = 1, elapsed: UInt64 = 0
                for _ in 0..<3 {
                    let start = clock.now()
                    try body()
                    elapsed = max(1, clock.now() - start)
                }
                loads = max(1, Int(min(100_000, plan.batchNanoseconds / elapsed)))
                for _ in 0..<plan.batches {
                    let start = clock.now()
                    for _ in 0..<loads { try body() }
                    let total = clock.now() - start
                    emit(
                        SurveySample(
                            process: plan.process, file: index, mode: mode,
                            nanosecondsPerLoad: Double(max(total, 1)) / Double(loads)))
                }
            }
        }
    }
}

import Foundation
import Harness

/// The lines `survey` prints once calibrated: its sizes, what an option fixed, and when it expects to end.
enum SurveyPlanDescription {
    static func text(of sizing: SurveySizing, files: Int, targetGiven: Bool, now: Date = Date()) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        let target =
            targetGiven
            ? String(format: "a %g s target", sizing.targetSeconds)
            : String(format: "a %g s target (5 s and 0.5 s for each of %d files)", sizing.targetSeconds, files)
        var text =
            "plan: \(sizing.processes) workers of \(sizing.batches) batches a file and way of loading; "
            + String(format: "sized by a %.1f s calibration to ", sizing.calibrationSeconds) + target
            + String(format: "; estimated %.0f s in all, ending about ", sizing.estimatedSeconds)
            + formatter.string(from: now.addingTimeInterval(Double(sizing.processes) * sizing.secondsPerWorker))
        if !sizing.fixedByOption.isEmpty { text += "; as given: " + sizing.fixedByOption.joined(separator: ", ") }
        return text
    }

    /// One line when the sizes cannot end within the target, saying which wins; nil when they fit.
    static func overrunNote(_ sizing: SurveySizing, targetGiven: Bool) -> String? {
        guard let overrun = sizing.overrun else { return nil }
        let target =
            targetGiven
            ? "--target-seconds \(String(format: "%g", sizing.targetSeconds))"
            : String(format: "the %g s target", sizing.targetSeconds)
        let winner =
            sizing.fixedByOption.isEmpty
            ? "the minimums (\(SurveySizing.minimumProcesses) workers of \(SurveySizing.minimumBatches) batches) win"
            : sizing.fixedByOption.joined(separator: " and ") + (sizing.fixedByOption.count == 1 ? " wins" : " win")
        return "\(winner) over \(target): the survey is estimated to take "
            + String(format: "%.0f s, %.0f s past it", sizing.estimatedSeconds, overrun)
    }
}

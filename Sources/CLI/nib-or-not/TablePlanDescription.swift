import Foundation
import Harness
import Results

/// The lines `table` prints before its workers start: what it will run, what was sized and what an option fixed,
/// and when it expects to end.
enum TablePlanDescription {
    static func text(of plan: TablePlan, sizing: TableSizing?, now: Date = Date()) -> String {
        var text =
            "plan: \(plan.processes) workers; \(plan.firstScreens) first screens; scroll \(plan.scrollRows) "
            + "rows; updates for "
            + String(format: "%g", Double(plan.updateNanoseconds) / 1e9)
            + " s (\(plan.updateNanoseconds / 5_000_000) changes)"
        guard let sizing else { return text + "; every size set by an option, so no calibration" }
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        text +=
            String(
                format:
                    "; sized by a %.1f s calibration to a %.0f s target (%.1f s a worker); estimated %.0f s in all, "
                    + "ending about ",
                sizing.calibrationSeconds, sizing.targetSeconds, sizing.secondsPerWorker, sizing.estimatedSeconds)
            + formatter.string(from: now.addingTimeInterval(sizing.estimatedSeconds - sizing.calibrationSeconds))
        if !sizing.fixedByOption.isEmpty { text += "; as given: " + sizing.fixedByOption.joined(separator: ", ") }
        return text
    }

    /// One line when the sizes cannot end within the target: which wins, the options' sizes or the minimums, and
    /// by how much the run is estimated to overrun; nil when it fits.
    static func overrunNote(_ sizing: TableSizing, targetGiven: Bool) -> String? {
        guard let overrun = sizing.overrun else { return nil }
        let target =
            targetGiven
            ? "--target-seconds \(String(format: "%g", sizing.targetSeconds))"
            : "the \(Int(sizing.targetSeconds)) s target"
        let winner =
            sizing.fixedByOption.isEmpty
            ? "the minimums (\(TableSizing.minimumProcesses) workers, \(TableSizing.minimumFirstScreens) first "
                + "screens, \(TableSizing.minimumScrollRows) rows, "
                + "\(String(format: "%g", TableSizing.minimumUpdateSeconds)) s of updates) win over \(target)"
            : sizing.fixedByOption.joined(separator: " and ") + " win" + (sizing.fixedByOption.count == 1 ? "s" : "")
                + " over \(target)"
        return winner
            + String(format: ": the run is estimated to take %.0f s, %.0f s past it", sizing.estimatedSeconds, overrun)
            + (sizing.fixedByOption.isEmpty ? " (fewer --constructions or --scenarios shorten it)" : "")
    }
}

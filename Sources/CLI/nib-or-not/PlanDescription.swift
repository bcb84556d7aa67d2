import Foundation
import Harness
import Results

/// The line a run prints before its workers start: what it will run and when it expects to end.
enum PlanDescription {
    /// `workers` names what `plan.processes` counts: worker processes in `run`, pairs of them in `ab`.
    static func text(of plan: RunPlan, workers: String = "workers") -> String {
        // The first group in full ("model 40 workers x 250 rounds", "gtk 40 workers x 80 rounds" in a sweep of GTK),
        // the others short ("gtk 10 x 60").
        let groups = plan.workerGroups.enumerated().map { index, group in
            index == 0
                ? "\(group.toolkit) \(group.processes) \(workers) x \(group.rounds) rounds"
                : "\(group.toolkit) \(group.processes) x \(group.rounds)"
        }
        var text = "plan: " + groups.joined(separator: ", ")
        if let calibration = plan.calibration {
            let end = Date().addingTimeInterval(calibration.estimatedSeconds - calibration.calibrationSeconds)
            let formatter = DateFormatter()
            formatter.dateFormat = "HH:mm:ss"
            text +=
                String(
                    format:
                        "; sized by a %.1f s calibration to a %.0f s target; estimated %.0f s in all, ending about ",
                    calibration.calibrationSeconds, calibration.targetSeconds, calibration.estimatedSeconds)
                + formatter.string(from: end)
            if calibration.splitByNeed == true { text += "; " + needSplit(calibration) }
            if let goal = plan.extraWorkersGoal, calibration.estimatedSeconds < calibration.targetSeconds {
                text += String(
                    format: "; the time left then buys more workers where the widest interval is wider than ±%g%%",
                    goal * 100)
            }
        }
        return text
    }
}

extension PlanDescription {
    /// How a budget split by need (`NeedSplit`) was split: "split by need: a first stage of each group's floor of
    /// workers (model 10, toolkits 5), rounds where a worker's rounds cost about what the rest of it does (gtk 10 of
    /// 14: 0.36 s a worker besides its rounds, 26.3 ms a round; ...), the time left to extra workers of the widest".
    static func needSplit(_ calibration: RunCalibration) -> String {
        let groups = calibration.groups.map { group in
            "\(group.group) \(group.rounds)" + (group.balancedRounds.map { " of \($0)" } ?? "")
                + String(
                    format: ": %.2f s a worker besides its rounds, %.1f ms a round", group.fixedSeconds,
                    group.secondsPerRound * 1000)
        }
        return
            "split by need: a first stage of each group's floor of workers (model \(NeedSplit.minimumModelProcesses), "
                + """
                toolkits \(NeedSplit.minimumToolkitProcesses)), rounds where a worker's rounds cost about what the \
                rest of it does (
                """
            + groups.joined(separator: "; ")
            + "), the time left to extra workers of the group whose interval comes out widest"
    }

    /// One line when a calibrated plan cannot end within its target: which wins, the options `given` (e.g.
    /// `--processes 400`) or the command's `minimums`, and by how much the run is estimated to overrun; nil when
    /// it fits or was not calibrated.
    static func overrunNote(_ plan: RunPlan, given: [String], targetGiven: Bool, minimums: String) -> String? {
        guard let calibration = plan.calibration, calibration.estimatedSeconds > calibration.targetSeconds + 0.5 else {
            return nil
        }
        let target =
            targetGiven
            ? "--target-seconds \(String(format: "%g", calibration.targetSeconds))"
            : "the \(String(format: "%g", calibration.targetSeconds)) s target"
        let winner =
            given.isEmpty
            ? "the minimums (\(minimums)) win"
            : given.joined(separator: " and ") + (given.count == 1 ? " wins" : " win")
        return "\(winner) over \(target): the run is estimated to take "
            + String(
                format: "%.0f s, %.0f s past it", calibration.estimatedSeconds,
                calibration.estimatedSeconds - calibration.targetSeconds)
    }
}

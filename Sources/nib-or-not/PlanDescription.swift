import Foundation
import Results

/// The line a run prints before its workers start: what it will run and when it expects to end.
enum PlanDescription {
    /// `workers` names what `plan.processes` counts: worker processes in `run`, pairs of them in `ab`.
    static func text(of plan: RunPlan, workers: String = "workers") -> String {
        var groups: [String] = []
        if !plan.variants.isEmpty { groups.append("model \(plan.processes) \(workers) x \(plan.rounds) rounds") }
        for group in plan.toolkitGroups ?? [] { groups.append("\(group.toolkit) \(group.processes) x \(group.rounds)") }
        var text = "plan: " + groups.joined(separator: ", ")
        if let calibration = plan.calibration {
            let end = Date().addingTimeInterval(calibration.estimatedSeconds - calibration.calibrationSeconds)
            let formatter = DateFormatter()
            formatter.dateFormat = "HH:mm:ss"
            text += String(format: "; sized by a %.1f s calibration to a %.0f s target; estimated %.0f s in all, ending about ",
                           calibration.calibrationSeconds, calibration.targetSeconds, calibration.estimatedSeconds)
                + formatter.string(from: end)
            if let goal = plan.extraWorkersGoal, calibration.estimatedSeconds < calibration.targetSeconds {
                text += String(format: "; the time left then buys more workers where the widest interval is wider than ±%g%%", goal * 100)
            }
        }
        return text
    }
}

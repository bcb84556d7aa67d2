import Foundation
import Results
import Statistics

/// Each group's widest interval so far, from the samples alone: what a run reads between workers to decide which
/// group one more worker helps most (`ExtraWorkers` in the harness).
///
/// The same intervals the report prints (`RunAnalysis`: `ComparisonCatalog.specs(for:)`, a `PairedRatio` with the
/// default options over the processes that timed both variants), so the choice follows the figures a user reads.
public enum WidestIntervals {
    /// Per group (`model`, or a toolkit's name, as `RunPlan.groupName(of:)` names them), the largest half-width of
    /// its comparisons relative to their ratio; a group with no comparison over two or more processes is left out.
    public static func halfWidths(of samples: [Sample]) -> [String: Double] {
        let byVariant = Dictionary(grouping: samples, by: \.variant)
        var widest: [String: Double] = [:]
        for spec in ComparisonCatalog.specs(for: VariantName.ordered(Array(byVariant.keys))) {
            guard let a = byVariant[spec.a], let b = byVariant[spec.b],
                let group = Variant(name: spec.a)?.construction.toolkit.name
            else { continue }
            let pairs = RunAnalysis.processPairs(a: a, b: b)
            guard pairs.count >= 2, let ratio = try? PairedRatio(processes: pairs, options: PairedRatioOptions(seed: 1))
            else { continue }
            widest[group] = max(widest[group] ?? 0, ratio.relativeHalfWidth)
        }
        return widest
    }
}

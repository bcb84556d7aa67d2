import Foundation
@testable import Reports
import Results
import TestFixtures
import Testing

/// A run with extra workers: the report lists them, and the intervals of a group that got some are held to
/// Stein's width from its planned workers.
@Suite struct ExtraWorkersReportTests {
    /// The fixture's 10 model processes, of which the last `extra` were added after `10 - extra` planned ones.
    func analysis(goal: Double?, extra: Int) throws -> RunAnalysis {
        let data = Fixture.data()
        var metadata = Fixture.metadata(for: data)
        metadata.plan.extraWorkersGoal = goal
        if extra > 0 {
            metadata.plan.processes = 10 - extra
            metadata.extraProcesses = ["model": extra]
        }
        return try RunAnalysis(data: data, metadata: metadata, path: "run")
    }

    @Test func theMethodListsTheAddedWorkersOrNone() throws {
        let added = MarkdownReport(analysis: try analysis(goal: 0.01, extra: 4)).render()
        #expect(
            added.contains(
                "- Extra workers (time beyond the plan, given to the group whose widest interval, from the "
                    + "planned workers "
                    + "alone and projected as 1/√workers, was widest above ±1.0%): model 4. "))
        #expect(
            MarkdownReport(analysis: try analysis(goal: 0.01, extra: 0)).render().contains(
                "above ±1.0%): none (no time was left, or every group was within the goal)\n"))
        #expect(!MarkdownReport(analysis: try analysis(goal: nil, extra: 0)).render().contains("- Extra workers"))
    }

    /// Three planned processes of ten: Stein's t₂ (4.30) over their spread is wider than the blocks' t₉ over all
    /// ten, so every interval contains, and at least one is wider than, the same run's without extra workers.
    @Test func aGroupWithExtraWorkersHasItsIntervalsHeldToSteins() throws {
        let plain = try analysis(goal: 0.01, extra: 0).comparisons
        let held = try analysis(goal: 0.01, extra: 7).comparisons
        #expect(plain.count == held.count && !plain.isEmpty)
        for (a, b) in zip(plain, held) {
            #expect(
                b.ratio.interval.lower <= a.ratio.interval.lower && b.ratio.interval.upper >= a.ratio.interval.upper)
            #expect(b.ratio.options.firstStage == 3)
        }
        #expect(zip(plain, held).contains { $1.ratio.interval.width > $0.ratio.interval.width * 1.5 })
    }
}

import Results
import Statistics
import TestFixtures
import Testing
@testable import Reports

/// Whether a toolkit's widest interval needs more rounds or more workers: runs whose GTK workers differ only by
/// their rounds' noise, or by a mode of their own, get the matching projection and the report says which.
@Suite struct SpreadSourcesTests {
    /// 10 GTK workers of 30 rounds: builder / code is 2.5 times `1 + processMode · u` per worker, template / code
    /// 1.6 in every worker, and every row has its own noise of ±`roundNoise` (uniform u in -1...1 from one seeded
    /// generator); so with a process mode the builder's comparison is GTK's widest.
    static func analysis(
        processMode: Double, roundNoise: Double, calibration: RunCalibration? = nil
    ) throws -> RunAnalysis {
        var generator = SplitMix64(seed: 7)
        func uniform() -> Double { Double(generator.next() % 2_001) / 1_000 - 1 }
        var data = RunData()
        let names = ["gtk-code/fit", "gtk-builder/fit", "gtk-template/fit"]
        for process in 1...10 {
            let mode = 1 + processMode * uniform()
            for round in 1...30 {
                for (index, name) in names.enumerated() {
                    let base = [200_000, 500_000 * mode, 320_000][index]
                    data.samples.append(
                        Sample(
                            process: process, round: round, position: index + 1, variant: name, batchSize: 1,
                            nanoseconds: UInt64((base * (1 + roundNoise * uniform())).rounded()),
                            allocatedBytes: 100))
                }
            }
        }
        data.steadyProcessesRun = 10
        var metadata = Fixture.metadata(for: data)
        metadata.plan.variants = []
        metadata.plan.toolkitGroups = [
            ToolkitGroup(
                toolkit: "gtk", variants: names, processes: 10, warmupRounds: 1,
                rounds: 30, coldProcesses: 0, countingRows: 1)
        ]
        metadata.plan.calibration = calibration
        return try RunAnalysis(data: data, metadata: metadata, path: "run")
    }

    @Test func workersThatDifferByTheirOwnModeNeedMoreWorkers() throws {
        let sources = try Self.analysis(processMode: 0.05, roundNoise: 0.002).spreadSources
        let gtk = try #require(sources.groups.first)
        #expect(sources.groups.map(\.toolkit) == ["gtk"])
        #expect(gtk.comparison.a == "gtk-code/fit" && gtk.comparison.b == "gtk-builder/fit")
        #expect(gtk.spread.processes == 10)
        #expect(gtk.spread.roundsShare < 0.05)
        #expect(gtk.widthWithTwiceTheRounds > 0.98)
    }

    @Test func workersThatDifferOnlyByTheirRoundsNeedMoreRounds() throws {
        let sources = try Self.analysis(processMode: 0, roundNoise: 0.05).spreadSources
        let gtk = try #require(sources.groups.first)
        #expect(gtk.spread.roundsShare > 0.5)
        #expect(gtk.widthWithTwiceTheRounds < 0.87)
    }

    /// Rounds 0...4 shifted by 0, 3 and 6 in turn in twelve workers: the rounds' part of the spread 0.830985²
    /// (`RoundNoiseSpreadTests`), the workers' medians 2, 5, 8 repeated (SD 2.558409). With a worker costing 2 s
    /// and a round 0.01 s the optimum is √(R·f / (P·c)) = 10.86, so 11 rounds for 12 × 2.05 / 2.11 workers in
    /// the same time, 0.98491 as wide (python3, the same formulas: 10.860068, 11.658768, 0.984906).
    @Test func theBestSplitFollowsTheTwoStageOptimum() throws {
        let spread = try RoundNoiseSpread(
            rounds: (0..<12).map { worker in (0...4).map { Double($0 + 3 * (worker % 3)) } })
        let best = try #require(
            SpreadSources.Allocation(spread: spread, rounds: 5, fixedSeconds: 2, secondsPerRound: 0.01))
        #expect(best.optimalRounds == 11)
        #expect(abs(best.optimalWorkers - 11.658767772511847) < 1e-9)
        #expect(abs(best.width - 0.9849058030987585) < 1e-9)
        // Processes that agree exactly: more rounds always pay, as many as still leave ten workers.
        let agreeing = try RoundNoiseSpread(rounds: (0..<12).map { _ in [1, 2, 3] })
        let most = try #require(
            SpreadSources.Allocation(spread: agreeing, rounds: 3, fixedSeconds: 0.5, secondsPerRound: 0.01))
        #expect(most.optimalRounds == 13 && abs(most.optimalWorkers - 12 * 0.53 / 0.63) < 1e-9)
        #expect(SpreadSources.Allocation(spread: spread, rounds: 5, fixedSeconds: 0, secondsPerRound: 0.01) == nil)
    }

    @Test func theReportSaysWhichOptionNarrowsTheWidestInterval() throws {
        let report = MarkdownReport(analysis: try Self.analysis(processMode: 0.05, roundNoise: 0.002)).render()
        let line = try #require(report.split(separator: "\n").first { $0.hasPrefix("- Rounds or processes:") })
        #expect(line.contains("GTK 4, gtk-code/fit / gtk-builder/fit"))
        #expect(line.contains("twice the rounds (`--toolkit-rounds`) would make it about 1.00 as wide"))
        #expect(line.contains("twice the workers (`--toolkit-processes`) about 0.71"))
        // Without a calibration the costs are unknown, so no split is offered.
        #expect(!line.contains("rounds a worker"))
    }

    @Test func aCalibratedRunGetsTheBestSplitOfItsTime() throws {
        let calibration = RunCalibration(
            targetSeconds: 50, calibrationSeconds: 1,
            groups: [
                GroupCalibration(
                    group: "gtk", processes: 10, calibrationRounds: 3, fixedSeconds: 0.3, secondsPerRound: 0.008,
                    startupSeconds: 0.2, plannedRounds: 60, rounds: 30, fixedByOption: false)
            ],
            coldSecondsEstimate: 1, estimatedSeconds: 40)
        let sources = try Self.analysis(processMode: 0.05, roundNoise: 0.002, calibration: calibration).spreadSources
        let best = try #require(sources.groups.first?.allocation)
        // A strong process mode and little round noise: far fewer rounds and more workers.
        #expect(best.rounds == 30 && best.workers == 10)
        #expect(best.optimalRounds < 10 && best.optimalWorkers > 15 && best.width < 0.8)
        // The report names the options that set that split for this toolkit alone.
        let report = MarkdownReport(
            analysis: try Self.analysis(processMode: 0.05, roundNoise: 0.002, calibration: calibration)
        ).render()
        let workers = Int(best.optimalWorkers.rounded())
        #expect(report.contains("for \(workers) workers about"))
        #expect(report.contains("(`--toolkit-processes gtk=\(workers) --toolkit-rounds gtk=\(best.optimalRounds)`)"))
    }
}

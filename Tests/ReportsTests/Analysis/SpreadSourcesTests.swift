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
    static func analysis(processMode: Double, roundNoise: Double) throws -> RunAnalysis {
        var generator = SplitMix64(seed: 7)
        func uniform() -> Double { Double(generator.next() % 2_001) / 1_000 - 1 }
        var data = RunData()
        let names = ["gtk-code/fit", "gtk-builder/fit", "gtk-template/fit"]
        for process in 1...10 {
            let mode = 1 + processMode * uniform()
            for round in 1...30 {
                for (index, name) in names.enumerated() {
                    let base = [200_000, 500_000 * mode, 320_000][index]
                    data.samples.append(Sample(process: process, round: round, position: index + 1, variant: name, batchSize: 1,
                                               nanoseconds: UInt64((base * (1 + roundNoise * uniform())).rounded()),
                                               allocatedBytes: 100))
                }
            }
        }
        data.steadyProcessesRun = 10
        var metadata = Fixture.metadata(for: data)
        metadata.plan.variants = []
        metadata.plan.toolkitGroups = [ToolkitGroup(toolkit: "gtk", variants: names, processes: 10, warmupRounds: 1,
                                                    rounds: 30, coldProcesses: 0, countingRows: 1)]
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

    @Test func theReportSaysWhichOptionNarrowsTheWidestInterval() throws {
        let report = MarkdownReport(analysis: try Self.analysis(processMode: 0.05, roundNoise: 0.002)).render()
        let line = try #require(report.split(separator: "\n").first { $0.hasPrefix("- Rounds or processes:") })
        #expect(line.contains("GTK 4, gtk-code/fit / gtk-builder/fit"))
        #expect(line.contains("twice the rounds (`--toolkit-rounds`) would make it about 1.00 as wide"))
        #expect(line.contains("twice the workers (`--toolkit-processes`) about 0.71"))
    }
}

import Foundation
@testable import Reports
import Results
import Statistics
import TestFixtures
import Testing

/// `compare` on constructed runs: no real timings anywhere.
@Suite struct RunComparisonTests {
    /// The fixture run with `variant`'s times (or allocations) multiplied by `factor`.
    static func input(
        _ path: String, scaling variant: String? = nil, by factor: Double = 1, allocationsBy extra: UInt64 = 0,
        processes: Int = Fixture.processes, variants: [String] = Fixture.variants,
        cpu: String = "AMD EPYC 7B13"
    ) -> RunInput {
        var data = Fixture.data(processes: processes, variants: variants)
        for index in data.samples.indices where data.samples[index].variant == variant {
            data.samples[index].nanoseconds = UInt64((Double(data.samples[index].nanoseconds) * factor).rounded())
        }
        for index in data.allocations.indices where data.allocations[index].variant == variant {
            data.allocations[index].allocations += extra
        }
        var metadata = Fixture.metadata(for: data)
        metadata.cpuModel = cpu
        return RunInput(path: path, samples: data.samples, allocations: data.allocations, metadata: metadata)
    }

    static let baseline = input("base")

    /// Without drift between runs (`--run-drift 0`), the intervals are Welch's alone.
    static let noDrift = CompareOptions(drift: BetweenRunDrift(standardDeviation: 0))

    @Test func aClearTenPercentRegressionFailsWhenRunsDoNotDrift() throws {
        let comparison = try RunComparison(
            baseline: Self.baseline, candidate: Self.input("cand", scaling: "code/fit", by: 1.10),
            options: Self.noDrift)
        let change = try #require(comparison.changes.first { $0.variant == "code/fit" })
        #expect(change.verdict == .regression)
        #expect(abs(change.ratio - 1.10) < 0.001)
        #expect(comparison.changes.filter { $0.variant != "code/fit" }.allSatisfy { $0.verdict == .unchanged })
        #expect(comparison.exitCode == 1)
        #expect(
            MarkdownComparisonRenderer().verdictLine(comparison)
                == "REGRESSION: code/fit 10.0% slower. 1 regression, 0 improvements, 6 unchanged, 0 inconclusive.")
    }

    /// With the measured drift between runs (σ = 4%), a 10% slowdown is within what two runs of one build
    /// can differ by: inconclusive, and the output says how large a change would have to be.
    @Test func theDriftBetweenRunsHidesTenPercentButNotThirty() throws {
        let ten = try RunComparison(
            baseline: Self.baseline, candidate: Self.input("cand", scaling: "code/fit", by: 1.10))
        let change = try #require(ten.changes.first { $0.variant == "code/fit" })
        #expect(change.verdict == .inconclusive)
        #expect(ten.exitCode == 0)
        let within = try #require(change.withinRunInterval), widened = try #require(change.interval)
        #expect(widened.lower < within.lower && widened.upper > within.upper)
        // At least the threshold plus z·σ: (1.05 · e^(1.96 · 0.04)) − 1 ≈ 13.6% with no spread within runs.
        #expect(try #require(change.smallestDetectable) > 0.136)
        #expect(ten.changes.filter { $0.variant != "code/fit" }.allSatisfy { $0.verdict == .inconclusive })
        let thirty = try RunComparison(
            baseline: Self.baseline, candidate: Self.input("cand", scaling: "code/fit", by: 1.30))
        #expect(thirty.changes.first { $0.variant == "code/fit" }?.verdict == .regression)
        #expect(thirty.exitCode == 1)
    }

    @Test func anImprovementPasses() throws {
        let comparison = try RunComparison(
            baseline: Self.baseline, candidate: Self.input("cand", scaling: "template-cached/fit", by: 0.75))
        #expect(comparison.changes.first { $0.variant == "template-cached/fit" }?.verdict == .improvement)
        #expect(comparison.exitCode == 0)
    }

    @Test func equalWorkIsUnchangedWhenRunsDoNotDrift() throws {
        let comparison = try RunComparison(
            baseline: Self.baseline, candidate: Self.input("cand"), options: Self.noDrift)
        #expect(comparison.changes.allSatisfy { $0.verdict == .unchanged && $0.ratio == 1 })
        #expect(comparison.allocationChanges.allSatisfy { !$0.changed })
        #expect(comparison.exitCode == 0)
    }

    @Test func tooFewProcessesIsInconclusive() throws {
        let comparison = try RunComparison(
            baseline: Self.input("base", processes: 1),
            candidate: Self.input("cand", scaling: "code/fit", by: 1.5, processes: 1))
        let change = try #require(comparison.changes.first)
        #expect(change.verdict == .inconclusive && change.interval == nil && change.pValue == nil)
        #expect(comparison.exitCode == 0)
        #expect(
            TextComparisonRenderer().render(comparison).contains(
                """
                code/fit: inconclusive, too few processes (1 in the baseline, 1 in the candidate; at least 2 on \
                each side).
                """
            ))
    }

    @Test func twoProcessesAWideIntervalIsInconclusive() throws {
        let comparison = try RunComparison(
            baseline: Self.input("base", processes: 2),
            candidate: Self.input("cand", scaling: "code/nofit", by: 1.08, processes: 2))
        #expect(comparison.changes.first { $0.variant == "code/nofit" }?.verdict == .inconclusive)
    }

    @Test func moreAllocationsPerRowIsARegressionUnlessIgnored() throws {
        let candidate = Self.input("cand", scaling: "code/fit", allocationsBy: 50)
        let strict = try RunComparison(baseline: Self.baseline, candidate: candidate)
        #expect(strict.allocationChanges.filter(\.increased).map(\.variant) == ["code/fit"])
        #expect(strict.exitCode == 1)
        #expect(
            MarkdownComparisonRenderer().render(strict).contains(
                "- code/fit: allocations per row changed from 46.00 to 47.00 (counts as a regression)."))
        let lenient = try RunComparison(
            baseline: Self.baseline, candidate: candidate,
            options: CompareOptions(allocationIncreaseIsRegression: false))
        #expect(lenient.exitCode == 0)
    }

    @Test func variantsInOnlyOneRunAreNamed() throws {
        let comparison = try RunComparison(
            baseline: Self.input("base", variants: ["code/fit", "code/nofit"]),
            candidate: Self.input("cand", variants: ["code/fit", "template-cached/fit"]))
        #expect(comparison.changes.map(\.variant) == ["code/fit"])
        #expect(comparison.onlyInBaseline == ["code/nofit"] && comparison.onlyInCandidate == ["template-cached/fit"])
        let text = TextComparisonRenderer().render(comparison)
        #expect(text.contains("- Only in the baseline, not compared: code/nofit."))
        #expect(text.contains("- Only in the candidate, not compared: template-cached/fit."))
    }

    @Test func noCommonVariantIsUnusableInput() {
        #expect(
            throws: ReportError.incomparable(detail: "base has code/fit and cand has code/nofit; no variant is in both")
        ) {
            try RunComparison(
                baseline: Self.input("base", variants: ["code/fit"]),
                candidate: Self.input("cand", variants: ["code/nofit"]))
        }
    }

    @Test func differentMachinesMakeVerdictsAdvisory() throws {
        let comparison = try RunComparison(
            baseline: Self.baseline,
            candidate: Self.input("cand", scaling: "code/fit", by: 1.2, cpu: "Intel Xeon"))
        #expect(comparison.advisory)
        #expect(comparison.exitCode == 0)
        #expect(comparison.notes.contains { $0.hasPrefix("Different machines: baseline AMD EPYC 7B13, 2 cores") })
        #expect(
            MarkdownComparisonRenderer().verdictLine(comparison).hasPrefix(
                "Advisory only (runs differ in machine or build), would be a regression: code/fit 20.0% slower."))
    }

    /// Both runs' hosts' memory, as their processes' probes found it, is stated (medians 100 and 130 ns a step).
    @Test func theHostsMemoryOfBothRunsIsStated() throws {
        var baseline = Self.baseline, candidate = Self.input("cand")
        let probes = { (nanoseconds: [Double]) in
            nanoseconds.enumerated().map {
                ProcessProbe(process: $0.offset + 1, cpu: 0, memoryNanoseconds: $0.element, computeNanoseconds: 1.6)
            }
        }
        let comparisonWithoutProbes = try RunComparison(baseline: baseline, candidate: candidate)
        #expect(!comparisonWithoutProbes.notes.contains { $0.hasPrefix("Host memory") })
        baseline.metadata?.processProbes = probes([90, 100, 400])
        candidate.metadata?.processProbes = probes([130, 120, 140])
        let comparison = try RunComparison(baseline: baseline, candidate: candidate)
        #expect(comparison.notes.contains { $0.contains("baseline 100.0 ns a step, candidate 130.0 ns (+30%)") })
        #expect(!comparison.advisory)
    }

    @Test func workersFromDifferentExecutablesAreNoted() throws {
        var baseline = Self.baseline, candidate = Self.input("cand")
        #expect(
            try !RunComparison(baseline: baseline, candidate: candidate).notes.contains { $0.hasPrefix("Workers ran") })
        candidate.metadata?.plan.workerExecutables = [
            "model": "nib-or-not-worker-model", "gtk": "nib-or-not-worker-gtk",
        ]
        let comparison = try RunComparison(baseline: baseline, candidate: candidate)
        #expect(
            comparison.notes.contains {
                $0.hasPrefix(
                    "Workers ran from different executables: baseline not recorded "
                        + "(`nib-or-not worker`, before worker executables); candidate gtk "
                        + "`nib-or-not-worker-gtk`, model `nib-or-not-worker-model`.")
            })
        #expect(!comparison.advisory)
        baseline.metadata?.plan.workerExecutables = candidate.metadata?.plan.workerExecutables
        #expect(
            try !RunComparison(baseline: baseline, candidate: candidate).notes.contains { $0.hasPrefix("Workers ran") })
    }

    @Test func loadingReadsAFolderOrABareSamplesFile() throws {
        let folder = try Fixture.runFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let whole = try RunInput.load(folder.path)
        #expect(whole.notes.isEmpty && whole.metadata != nil && whole.allocations != nil)
        let lonely = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: lonely) }
        try FileManager.default.copyItem(
            at: folder.appendingPathComponent("samples.csv"), to: lonely.appendingPathComponent("samples.csv"))
        let bare = try RunInput.load(lonely.appendingPathComponent("samples.csv").path)
        #expect(bare.samples == whole.samples && bare.metadata == nil && bare.allocations == nil)
        #expect(bare.notes.count == 2)
    }

    @Test func malformedOrMissingInputIsAnError() throws {
        #expect(throws: ResultsError.missingFile(path: "/nonexistent/run")) { try RunInput.load("/nonexistent/run") }
        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let samples = folder.appendingPathComponent("samples.csv")
        try Data("variant,process\n".utf8).write(to: samples)
        let error = try #require(throws: ResultsError.self) { try RunInput.load(samples.path) }
        #expect(
            error.description.hasSuffix(
                """
                samples.csv:1: missing columns 'construction', 'fit', 'round', 'position', 'batch_size', \
                'nanoseconds', 'ns_per_row', 'allocated_bytes', 'bytes_per_row' in the header
                """
            ))
        #expect(throws: ResultsError.missingFile(path: folder.path + "/samples.csv")) {
            try FileManager.default.removeItem(at: samples)
            _ = try RunInput.load(folder.path)
        }
    }

    @Test(arguments: CompareFormat.allCases)
    func outputMatchesGolden(_ format: CompareFormat) throws {
        let comparison = try RunComparison(
            baseline: Self.input("results/base"),
            candidate: Self.input("results/cand", scaling: "code/fit", by: 1.30, allocationsBy: 50))
        let made = format.renderer.render(comparison)
        let url = GoldenFileTests.golden.appendingPathComponent("compare.\(format == .markdown ? "md" : "txt")")
        if GoldenFileTests.update { try Data(made.utf8).write(to: url) }
        #expect(made == (try String(contentsOf: url, encoding: .utf8)))
    }
}

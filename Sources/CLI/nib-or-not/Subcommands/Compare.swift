import ArgumentParser
import Foundation
import Reports
import Results
import Statistics

extension CompareFormat: ExpressibleByArgument {}

/// `nib-or-not compare BASELINE CANDIDATE`: did the candidate run get slower, per variant? For CI.
struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare a candidate run with a baseline run, variant by variant, and flag regressions.",
        discussion: """
            Each argument is a run folder or a samples.csv (allocations.csv and run.json are read from beside \
            it when present). Per variant in both runs: ratio candidate/baseline of the geometric means of the \
            process medians of ns per row, a Welch 95% interval and test on their logarithms, Holm-adjusted \
            across variants; the interval is widened by the drift between separate runs (--run-drift), and \
            a regression needs the whole interval beyond --threshold. Separate runs cannot resolve small \
            changes; the output says the smallest each variant could show. Allocations per row are compared exactly \
            where every counting process of each run counted the same, and where a count varies between processes \
            within a tolerance from that spread, which the table shows. Runs from different machines or build \
            configurations give advisory verdicts, which never fail the command.

            With --paired, the two runs are the baseline/ and candidate/ folders of one `ab` run: they are \
            compared pair by pair, by ab's method and rule, as ab.md was (--threshold then defaults to ab's 1).

            Either argument may instead be an instructions.csv from scripts/instruction-counts.sh: then \
            instructions per row are compared, exactly up to --instruction-tolerance. Run folders that both \
            hold an instructions.csv get that comparison too.

            --format bmf or github-action-benchmark prints JSON for a results server instead: per variant of \
            the candidate ns_per_row and allocations_per_row as `report --format` gives them, and per variant \
            in both runs "change", candidate/baseline with the interval the verdict used; with instruction \
            counts, instructions_per_row and instructions_change (docs/results-format.md, "Exports").

            Exit status: 0 nothing regressed; 1 a regression (time beyond the threshold, more allocations \
            per row unless --ignore-allocation-increase, or more instructions per row); 2 unusable input (missing or \
            malformed files, no \
            variant in common). See docs/results-format.md.
            """)

    @Argument(help: "The baseline: a run folder or its samples.csv.")
    var baseline: String

    @Argument(help: "The candidate: a run folder or its samples.csv.")
    var candidate: String

    @Option(help: "Smallest slowdown that counts as a regression, in percent. (default: 5; 1 with --paired)")
    var threshold: Double?

    @Flag(help: "The runs are the two sides of one `ab` run: compare them by pairs of processes, as ab does.")
    var paired = false

    /// `--threshold`, or its default for the comparison asked for.
    private var thresholdPercent: Double { threshold ?? (paired ? 1 : 5) }

    @Option(name: .customLong("noise-band"), help: "Changes within ± this many percent are noise.")
    var noiseBand = 1.0

    @Option(
        name: .customLong("run-drift"),
        help:
            """
            Standard deviation, in percent, of how much two separate runs of one build differ as a whole; every \
            interval is widened by it (measured: 4).
            """
    )
    var runDrift = BetweenRunDrift.measured.standardDeviation * 100

    @Option(help: "Output: a write-up (markdown, text) or JSON for a results server (not with --paired).")
    var format = CompareOutput.markdown

    @Flag(name: .customLong("ignore-allocation-increase"), help: "Report more allocations per row without failing.")
    var ignoreAllocationIncrease = false

    func validate() throws {
        guard thresholdPercent > 0, thresholdPercent < 100 else {
            throw ValidationError("--threshold must be between 0 and 100 percent (got \(thresholdPercent))")
        }
        guard runDrift >= 0, runDrift < 100 else {
            throw ValidationError("--run-drift must be 0 or more and below 100 percent (got \(runDrift))")
        }
        if paired, format.export != nil {
            throw ValidationError(
                "--format \(format.rawValue) does not apply to --paired; export each side with "
                    + "`nib-or-not report FOLDER --format \(format.rawValue)`")
        }
        guard paired || (noiseBand >= 0 && noiseBand < thresholdPercent) else {
            throw ValidationError("--noise-band must be 0 or more and below --threshold (got \(noiseBand))")
        }
    }

    @Option(
        name: .customLong("instruction-tolerance"),
        help: "Instruction counts (instructions.csv) changing by more than this many percent count as a change.")
    var instructionTolerance = 0.1

    func run() throws {
        // Used only when no export is asked for (`validate` refuses one with --paired).
        let renderer = (format.writeUp ?? .markdown).renderer
        if paired {
            let ab = try exitingWithStatus2OnUnusableInput { try comparePairs() }
            print(renderer.render(ab, baseline: baseline, candidate: candidate, folders: []), terminator: "")
            if ab.exitCode != 0 { throw ExitCode(ab.exitCode) }
            return
        }
        let (comparison, instructions) = try exitingWithStatus2OnUnusableInput { try compare() }
        if let export = format.export {
            let metrics = try exitingWithStatus2OnUnusableInput {
                try ComparisonExport.metrics(comparison, instructions)
            }
            print(try export.printed(metrics), terminator: "")
        } else {
            if let comparison { print(renderer.render(comparison), terminator: "") }
            if let instructions {
                let lines = (comparison == nil ? [] : [""]) + renderer.render(instructions) + [""]
                print(lines.joined(separator: "\n"), terminator: "")
            }
        }
        if let comparison, comparison.exitCode != 0 { throw ExitCode(comparison.exitCode) }
        if instructions?.regressed == true { throw ExitCode(1) }
    }

    /// The timing comparison (nil when an argument is an `instructions.csv`) and the instruction comparison
    /// (nil when there are no instruction counts on both sides).
    private func compare() throws -> (RunComparison?, InstructionComparison?) {
        let baselineURL = URL(fileURLWithPath: baseline), candidateURL = URL(fileURLWithPath: candidate)
        if InstructionsCSV.isInstructionsFile(baselineURL) || InstructionsCSV.isInstructionsFile(candidateURL) {
            return (
                nil,
                InstructionComparison(
                    baseline: try InstructionsCSV.read(baselineURL),
                    candidate: try InstructionsCSV.read(candidateURL),
                    tolerance: instructionTolerance / 100)
            )
        }
        let comparison = try RunComparison(
            baseline: try RunInput.load(baseline), candidate: try RunInput.load(candidate),
            options: CompareOptions(
                threshold: thresholdPercent / 100, band: NoiseBand(fraction: noiseBand / 100),
                allocationIncreaseIsRegression: !ignoreAllocationIncrease,
                drift: BetweenRunDrift(standardDeviation: runDrift / 100)))
        return (comparison, try folderInstructions())
    }

    /// The two sides of one `ab` run compared as `ab` compared them: its samples' processes are its pairs.
    private func comparePairs() throws -> ABComparison {
        var sides = [RunData(), RunData()]
        for (index, path) in [baseline, candidate].enumerated() {
            sides[index].samples = try RunInput.load(path).samples
        }
        return try ABComparison(baseline: sides[0], candidate: sides[1], threshold: thresholdPercent / 100)
    }

    /// When both arguments are run folders holding an `instructions.csv`, their comparison.
    private func folderInstructions() throws -> InstructionComparison? {
        let files = [baseline, candidate].map {
            URL(fileURLWithPath: $0).appendingPathComponent(InstructionsCSV.fileName)
        }
        guard files.allSatisfy({ FileManager.default.fileExists(atPath: $0.path) }) else { return nil }
        return InstructionComparison(
            baseline: try InstructionsCSV.read(files[0]), candidate: try InstructionsCSV.read(files[1]),
            tolerance: instructionTolerance / 100)
    }

    /// Unusable input (a missing or malformed file, runs with nothing in common) exits with status 2 and a
    /// one-line message, as the documentation promises; nothing is printed on standard output.
    private func exitingWithStatus2OnUnusableInput<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch  where error is ResultsError || error is ReportError {
            FileHandle.standardError.write(Data("nib-or-not compare: \(error)\n".utf8))
            throw ExitCode(2)
        }
    }
}

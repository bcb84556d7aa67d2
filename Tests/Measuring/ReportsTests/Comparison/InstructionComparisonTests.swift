import Foundation
@testable import Reports
import Results
import Statistics
import Testing

@Suite struct InstructionComparisonTests {
    private func write(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("instructions-\(UUID().uuidString).csv")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func readsTheScriptsOutputAndRecognisesIt() throws {
        let url = try write("variant,rows,instructions,instructions_per_row\ncode/fit,20,3308508,165425.4\n")
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(InstructionsCSV.isInstructionsFile(url))
        #expect(
            try InstructionsCSV.read(url) == [InstructionCount(variant: "code/fit", rows: 20, instructions: 3_308_508)])
    }

    @Test func samplesFilesAreNotInstructionFiles() throws {
        let url = try write("variant,construction,fit,process\n")
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(!InstructionsCSV.isInstructionsFile(url))
    }

    @Test func aChangeBeyondTheToleranceIsARegressionOrImprovement() {
        let baseline = [
            InstructionCount(variant: "a", rows: 10, instructions: 1_000_000),
            InstructionCount(variant: "b", rows: 10, instructions: 1_000_000),
            InstructionCount(variant: "c", rows: 10, instructions: 1_000_000),
            InstructionCount(variant: "gone", rows: 10, instructions: 5),
        ]
        let candidate = [
            InstructionCount(variant: "a", rows: 10, instructions: 1_000_500),  // +0.05%: within 0.1%
            InstructionCount(variant: "b", rows: 20, instructions: 2_100_000),  // per row +5%
            InstructionCount(variant: "c", rows: 10, instructions: 900_000),
            InstructionCount(variant: "new", rows: 10, instructions: 5),
        ]
        let comparison = InstructionComparison(baseline: baseline, candidate: candidate)
        #expect(comparison.changes.map(\.verdict) == [.unchanged, .regression, .improvement])
        #expect(comparison.onlyInBaseline == ["gone"] && comparison.onlyInCandidate == ["new"])
        #expect(comparison.regressed)
    }

    @Test func aMalformedCountNamesFileLineAndColumn() throws {
        let url = try write("variant,rows,instructions,instructions_per_row\ncode/fit,20,12a,1.0\n")
        defer { try? FileManager.default.removeItem(at: url) }
        #expect { try InstructionsCSV.read(url) } throws: { error in
            "\(error)".contains(":2:") && "\(error)".contains("instructions")
        }
    }
}

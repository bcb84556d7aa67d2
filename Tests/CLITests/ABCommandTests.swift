import Foundation
import Testing

/// `ab` with this test build on both sides, tiny: a folder per side and the comparison, and an exit status
/// that agrees with the verdict it prints.
@Test func abOfOneBuildWritesBothRunFoldersAndItsComparison() throws {
    let output = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let executable = CommandRunner.executable.path
    let result = try CommandRunner.run(["ab", executable, executable, "--pairs", "3", "--rounds", "3", "--warmup", "1",
                                        "--variants", "code/nofit", "--output", output.path, "--format", "text"])
    #expect(result.stdout.contains("code/nofit"), "\(result.stderr)")
    #expect(result.status == (result.stdout.contains("REGRESSION") ? 1 : 0), "\(result.stdout)\(result.stderr)")
    let folders = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { !$0.hasPrefix(".") }
    let folder = output.appendingPathComponent(try #require(folders.first))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["ab.md", "baseline", "candidate"])
    for side in ["baseline", "candidate"] {
        let samples = try String(contentsOf: folder.appendingPathComponent("\(side)/samples.csv"), encoding: .utf8)
        // Header plus 3 pairs × 3 rounds of one variant.
        #expect(samples.split(separator: "\n").count == 1 + 9)
    }
}

@Test func abOfAMissingBuildExitsWithTwoAndWritesNothing() throws {
    let output = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let missing = output.appendingPathComponent("no-such-build").path
    let result = try CommandRunner.run(["ab", missing, CommandRunner.executable.path, "--output", output.appendingPathComponent("ab").path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("no-such-build") && result.stderr.split(separator: "\n").count == 1)
    #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("ab").path))
}

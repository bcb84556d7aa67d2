import Foundation
import Testing

/// `inspect --solve`'s command behaviour (docs/gtk.md, "The oracle"): what it refuses, and a XIB with nothing to
/// solve, neither of which starts GTK. The solving itself and its printed report are tested in process
/// (`ConstraintOracleTests`): a test here that ran `inspect --solve` on a XIB with constraints, beside the GTK
/// tests, made their thread check fail now and then (GTK started on one thread, rows asked for on another),
/// for a reason not found.
struct SolveCommandTests {
    @Test func aXIBWithoutConstraintsSaysSo() throws {
        let result = try CommandRunner.run(["inspect", "--solve", "templates/Cell.xib"])
        #expect(result.status == 0)
        #expect(result.stdout == "Cell.xib: no view holds an Auto Layout constraint; nothing to solve\n")
    }

    @Test func aNibIsRefusedInOneLine() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let nib = folder.appendingPathComponent("Cell.nib")
        try Data("NIBArchive".utf8).write(to: nib)
        let result = try CommandRunner.run(["inspect", "--solve", nib.path])
        #expect(result.status != 0)
        #expect(
            result.stderr.contains(
                "--solve: \(nib.path) is a compiled nib; the oracle reads a XIB, whose frames are Xcode's solution"))
        #expect(result.stdout.isEmpty)
    }
}

/// `sweep --toolkit gtk --constraints` sweeps GTK's rows with constraints; without --toolkit it is one line.
@Test func sweepWithConstraintsChoosesTheRowsWithConstraints() throws {
    let result = try CommandRunner.run(["sweep", "--toolkit", "gtk", "--constraints", "--print-variants"])
    #expect(result.status == 0)
    let names = result.stdout.split(separator: "\n")
    #expect(
        names.count == 21 && names.first == "sweep/gtk-constraints-code/nofit/1"
            && names.last == "sweep/gtk-constraints-template/nofit/100")
    let alone = try CommandRunner.run(["sweep", "--constraints", "--print-variants"])
    #expect(alone.status != 0 && alone.stderr.contains("Error: --constraints needs --toolkit (e.g. --toolkit gtk)"))
}

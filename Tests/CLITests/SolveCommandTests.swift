import Foundation
import Testing

/// `inspect --solve`: a XIB's constraints solved by GTK against Xcode's frames (docs/gtk.md, "The oracle").
/// It starts an Xvfb of its own when DISPLAY is unset, so it needs one of the two.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil
                    || FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb")
                    || ProcessInfo.processInfo.environment["CI"] == "true",
                "no DISPLAY and no Xvfb: install the package xvfb to run GTK's oracle"))
struct SolveCommandTests {
    @Test func theSeedRowWithAutoLayoutSolvesToItsFrames() throws {
        let result = try CommandRunner.run(["inspect", "--solve", "templates/CellAutoLayout.xib"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "CellAutoLayout.xib: TableViewCell: 22 views, 80 constraints translated, 0 not expressible, 1 view keeps its frame")
        #expect(lines.contains("  Label tag 1 \"placeholder\": Xcode (5, 0, 60, 20), GTK (5, 0, 60, 20): equal"))
        #expect(lines.last == "  21 of 21 views with a frame equal within 0.5 pt; exact case (every view framed and fixed by the constraints alone, nothing left out): yes")
    }

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
        #expect(result.stderr.contains("--solve: \(nib.path) is a compiled nib; the oracle reads a XIB, whose frames are Xcode's solution"))
        #expect(result.stdout.isEmpty)
    }
}

/// `sweep --toolkit gtk --constraints` sweeps GTK's rows with constraints; without --toolkit it is one line.
@Test func sweepWithConstraintsChoosesTheRowsWithConstraints() throws {
    let result = try CommandRunner.run(["sweep", "--toolkit", "gtk", "--constraints", "--print-variants"])
    #expect(result.status == 0)
    let names = result.stdout.split(separator: "\n")
    #expect(names.count == 21 && names.first == "sweep/gtk-constraints-code/nofit/1" && names.last == "sweep/gtk-constraints-template/nofit/100")
    let alone = try CommandRunner.run(["sweep", "--constraints", "--print-variants"])
    #expect(alone.status != 0 && alone.stderr.contains("Error: --constraints needs --toolkit (e.g. --toolkit gtk)"))
}

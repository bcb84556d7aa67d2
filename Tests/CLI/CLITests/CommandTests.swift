import Foundation
import Testing
import TestFixtures

@Test func listNamesTheVariantsAndTheTemplates() throws {
    let result = try CommandRunner.run(["list"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("template-cached/fit        templates/Cell.xib  (not in the default run)"))
    #expect(result.stdout.contains("nib-cached/fit             templates/Cell.xib, compiled when the run starts\n"))
    for name in [
        "code/fit", "code/nofit", "nib/fit", "nib/nofit", "nib-cached/fit", "nib-cached/nofit", "nib-precomputed/fit",
        "template-uncached/fit", "template-uncached/nofit", "template-cached/fit",
        "template-cached/nofit", "template-precomputed/fit", "templates/Cell.xib", "templates/Cell2.xib",
    ] {
        #expect(result.stdout.contains(name))
    }
}

@Test func inspectPrintsTheCellItsBackgroundsAndTwentyLabels() throws {
    let result = try CommandRunner.run(["inspect", "templates/Cell.xib"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n")
    try #require(lines.count == 24, "\(result.stdout)")
    #expect(lines.first?.hasPrefix("TableViewCell") == true)
    #expect(lines.filter { $0.contains("ackgroundView: View") }.count == 2)
    #expect(lines.filter { $0.contains(": Label ") }.count == 20)
    #expect(lines[4].contains("fontSizeInUse=10") && lines[5].contains("fontSizeInUse=14"))
}

@Test func inspectOfABrokenTemplateFailsWithOneLineNamingFileAndLine() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Broken.xib")
    try """
    <?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" \
    version=\"3.0\">\n<objects>\n<sprocket id=\"a\"/>\n</objects>\n</document>\n
    """
    .write(to: file, atomically: true, encoding: .utf8)
    let result = try CommandRunner.run(["inspect", "--strict", file.path])
    #expect(result.status != 0)
    let message = result.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(!message.contains("\n"))
    #expect(message.contains("Broken.xib:4"))
    #expect(message.contains("sprocket"))
    // Without --strict the unknown object is a view standing in for the class it names, listed as not modelled.
    let tolerant = try CommandRunner.run(["inspect", file.path])
    #expect(tolerant.status == 0, "\(tolerant.stderr)")
    #expect(
        tolerant.stdout.hasPrefix("View(stand-in for UISprocket)")
            && tolerant.stdout.contains("not modelled: <sprocket> (view stand-in) ×1"), "\(tolerant.stdout)")
}

@Test(arguments: [
    (["run", "--processes", "0"], "--processes"),
    (["run", "--rounds", "-3"], "--rounds"),
    (["run", "--variants", "cod/*"], "cod/*"),
    (["run", "--templates", "/nonexistent"], "--templates"),
    (["run", "--time-budget", "0"], "--time-budget"),
    (["run", "--toolkit-processes", "nosuch=3"], "--toolkit-processes: no real toolkit named 'nosuch'"),
    (["run", "--toolkit-rounds", "gnustep=x"], "--toolkit-rounds: 'gnustep=x' is not a count"),
    (["run", "--toolkit-processes", "gtk=0"], "--toolkit-processes must be at least 1"),
    (["run", "--frobnicate"], "--frobnicate"),
    (
        ["run", "--extra-workers-goal", "0"],
        "--extra-workers-goal must be a percentage above 0 and below 100 (got 0.0)"
    ),
    (["run", "--extra-workers-goal", "2", "--no-extra-workers"], "--extra-workers-goal needs extra workers"),
    (["run", "--quick", "--extra-workers-goal", "2"], "--extra-workers-goal needs a calibrated run"),
])
func badOptionsFailNamingTheOption(arguments: [String], named: String) throws {
    let result = try CommandRunner.run(arguments)
    #expect(result.status == 64)
    #expect(result.stderr.contains(named))
}

@Test func aCompiledNibInspectsLikeItsXIB() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let nib = folder.appendingPathComponent("Cell.nib")
    let compiled = try CommandRunner.run(["compile", "templates/Cell.xib", "-o", nib.path])
    #expect(compiled.status == 0 && compiled.stdout.contains("objects"))
    let fromNib = try CommandRunner.run(["inspect", nib.path]),
        fromXIB = try CommandRunner.run(["inspect", "templates/Cell.xib"])
    #expect(fromNib.status == 0 && fromNib.stdout == fromXIB.stdout)
    let dump = try CommandRunner.run(["inspect", "--archive", nib.path])
    #expect(dump.status == 0 && dump.stdout.hasPrefix("NIBArchive Cell.nib\nformat version 1, coder version 10\n"))
    #expect(dump.stdout.contains("UITableViewCellContentView (fallback:"))
}

@Test func compileNeverOverwritesWhatIsNotANib() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let precious = folder.appendingPathComponent("Notes.nib")
    try "my notes".write(to: precious, atomically: true, encoding: .utf8)
    let result = try CommandRunner.run(["compile", "templates/Cell.xib", "-o", precious.path])
    #expect(result.status != 0)
    let message = result.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(!message.contains("\n") && message.contains("Notes.nib") && message.contains("not a compiled nib"))
    #expect(try String(contentsOf: precious, encoding: .utf8) == "my notes")
    // A nib is replaced, and the default output sits beside the XIB.
    let xib = folder.appendingPathComponent("Row.xib")
    try FileManager.default.copyItem(atPath: "templates/Cell2.xib", toPath: xib.path)
    #expect(try CommandRunner.run(["compile", xib.path]).status == 0)
    #expect(try CommandRunner.run(["compile", xib.path, "--precompute"]).status == 0)
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Row.nib").path))
}

/// `compile --precompute` measures text, so it treats fonts as `run` does: a font the XIB declares as shipped
/// with the app is measured with a stand-in; a missing one that is not declared is one line naming file and line.
@Test func precompiledFittingUsesDeclaredFontsAndNamesAMissingOne() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fixtures = "Tests/Rows/TemplatesTests/Fixtures/"
    let declared = try CommandRunner.run([
        "compile", "--precompute", fixtures + "text-and-images.xib",
        "-o", folder.appendingPathComponent("a.nib").path,
    ])
    #expect(declared.status == 0, "\(declared.stderr)")
    let missing = try CommandRunner.run([
        "compile", "--precompute", fixtures + "missing-font.xib",
        "-o", folder.appendingPathComponent("b.nib").path,
    ])
    #expect(missing.status != 0)
    #expect(
        missing.stderr.contains("missing-font.xib:9:") && missing.stderr.contains("NoSuchFont-Bold"),
        "\(missing.stderr)")
    #expect(missing.stderr.split(separator: "\n").count == 1)
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("b.nib").path))
}

/// `inspect --traits`: the teads cell's records applied for the size classes asked for (`../shared`), and a
/// value that names no size classes refused in one line naming the option.
@Test(SharedFolder.needed) func inspectAppliesTheTraitStorageRecordsForTheTraitsAskedFor() throws {
    let nib = SharedFolder.corpus("apple-nibs").appendingPathComponent(
        "teads__TeadsSDKResources.bundle__TeadsVideoAdContentView~iphone.nib__objects-8.0+.nib")
    let phone = try CommandRunner.run(["inspect", nib.path]),
        pad = try CommandRunner.run(["inspect", "--traits", "wR,hR", nib.path])
    #expect(
        phone.status == 0 && phone.stdout.contains("trait storage (wC hR): 50 applied, 0 changed"), "\(phone.stdout)")
    #expect(pad.status == 0 && pad.stdout.contains("trait storage (wR hR): 50 applied, 27 changed"), "\(pad.stdout)")
    #expect(phone.stdout != pad.stdout)
}

@Test func aTraitsValueThatNamesNoSizeClassesIsOneLine() throws {
    let result = try CommandRunner.run(["inspect", "--traits", "wX,hR", "templates/Cell.xib"])
    #expect(result.status != 0)
    let message =
        result.stderr.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").first.map(String.init)
        ?? ""
    #expect(message.contains("--traits: 'wX,hR' is not a width and a height size class"), "\(result.stderr)")
}

/// Runs `nib-or-not run ARGUMENTS --output FOLDER` (a debug build allowed), expects it to succeed, and returns
/// its run folder's `plan` from `run.json` and its report; the folder is removed.
private func runFolder(_ arguments: [String]) throws -> (plan: [String: Any], report: String) {
    let output = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try CommandRunner.run(["run", "--allow-debug"] + arguments + ["--output", output.path])
    #expect(result.status == 0, "\(result.stderr)")
    let folder = output.appendingPathComponent(
        try #require(try FileManager.default.contentsOfDirectory(atPath: output.path).first { !$0.hasPrefix(".") }))
    let json = try Data(contentsOf: folder.appendingPathComponent("run.json"))
    let plan = try #require((try JSONSerialization.jsonObject(with: json) as? [String: Any])?["plan"] as? [String: Any])
    return (plan, try String(contentsOf: folder.appendingPathComponent("report.md"), encoding: .utf8))
}

/// `--toolkit-processes` and `--toolkit-rounds` take one count for every real toolkit and TOOLKIT=N for one; a
/// toolkit's own count wins, and only the toolkits a count reached are fixed against calibration.
@Test func toolkitCountsApplyToAllOrToTheToolkitNamed() throws {
    let plan = try runFolder([
        "--quick", "--toolkits", "gtk,qt", "--variants", "gtk-code/fit,qt-code/fit", "--no-self-check",
        "--cold-processes", "0", "--toolkit-processes", "1,gtk=2", "--toolkit-rounds", "qt=3",
    ]).plan
    let groups = try #require(plan["toolkitGroups"] as? [[String: Any]])
    #expect(groups.map { "\($0["toolkit"]!) \($0["processes"]!) \($0["rounds"]!)" } == ["gtk 2 10", "qt 1 3"])
    #expect(plan["processesFixedByOption"] as? [String] == ["gtk", "qt"])
    #expect(plan["roundsFixedByOption"] as? [String] == ["qt"])
    #expect(
        plan["workerExecutables"] as? [String: String] == [
            "gtk": "nib-or-not-worker-gtk", "qt": "nib-or-not-worker-qt",
        ])
}

/// A quick run of two model variants calibrated to 5 s: what the extra-worker tests below vary.
private let calibratedQuickRun = [
    "--quick", "--toolkits", "model", "--variants", "code/fit,nib-cached/fit", "--no-self-check",
    "--cold-processes", "0", "--target-seconds", "5",
]

/// A calibrated run asks for extra workers unless `--no-extra-workers` says not to: `run.json` records the goal
/// and the report's method says what was added (or why none was).
@Test(arguments: [true, false])
func extraWorkersAreOnInACalibratedRunUnlessTurnedOff(on: Bool) throws {
    let (plan, report) = try runFolder(calibratedQuickRun + (on ? [] : ["--no-extra-workers"]))
    #expect((plan["extraWorkersGoal"] as? Double) == (on ? 0.01 : nil))
    #expect(report.contains("- Extra workers (") == on)
}

/// `--extra-workers-goal` sets the goal that `run.json` records and the report's method line names.
@Test func theExtraWorkersGoalIsTheOneGiven() throws {
    let (plan, report) = try runFolder(calibratedQuickRun + ["--extra-workers-goal", "2.5"])
    #expect((plan["extraWorkersGoal"] as? Double) == 0.025)
    #expect(report.contains("was widest above ±2.5%)"))
}

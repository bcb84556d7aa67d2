import Foundation
import Testing

@Test func aTableRunWritesItsFolderWithFramesSummaryChartAndVerdicts() throws {
    let output = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try CommandRunner.run([
        "table", "--allow-debug", "--processes", "1", "--constructions", "code,flat",
        "--scenarios", "first-screen,updates-throttled", "--update-seconds", "3",
        "--output", output.path,
    ])
    try #require(result.status == 0, "\(result.stderr)")
    let folders = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { !$0.hasPrefix(".") }
    let run = output.appendingPathComponent(try #require(folders.first))
    #expect(
        try FileManager.default.contentsOfDirectory(atPath: run.path).sorted()
            == ["frames.csv", "frames.svg", "report.md", "table-summary.csv", "work.csv"])
    // One work record per construction for the one update scenario of the one process.
    let work = try String(contentsOf: run.appendingPathComponent("work.csv"), encoding: .utf8).split(separator: "\n")
    #expect(work.first == "process,construction,scenario,changes,reloads,cells_configured" && work.count == 1 + 2)
    #expect(work.dropFirst().allSatisfy { $0.contains(",updates-throttled,600,") })
    let summary = try String(contentsOf: run.appendingPathComponent("table-summary.csv"), encoding: .utf8)
    #expect(summary.split(separator: "\n").count == 1 + 2 * 2)
    #expect(
        result.stdout.contains("first-screen, code: ") && result.stdout.contains("updates-throttled, flat: ")
            && result.stdout.contains(" reloads for 600 changes"))
}

@Test(arguments: [
    (["--constructions", "code,pasta"], "--constructions: unknown construction 'pasta'"),
    (["--scenarios", "sliding"], "--scenarios: unknown scenario 'sliding'"),
    (["--processes", "0"], "--processes must be at least 1"),
    (["--throttle-interval", "0"], "--throttle-interval must be a number of seconds above 0"),
    (["--toolkit", "qt"], "--toolkit: unknown toolkit 'qt' (choose from model, gtk)"),
    (
        ["--constructions", "gtk-list-code"],
        "--constructions: unknown construction 'gtk-list-code' for --toolkit model"
    ),
    (
        ["--toolkit", "gtk", "--constructions", "code"],
        "--constructions: unknown construction 'code' for --toolkit gtk"
    ),
    (["--update-seconds", "0"], "--update-seconds must be a number of seconds from 0.005 to 60"),
    (["--scroll-rows", "0"], "--scroll-rows must be a number of rows from 1 to 100000"),
    (["--target-seconds", "0"], "--target-seconds must be a positive number of seconds"),
])
func badTableOptionsAreOneLineErrors(arguments: [String], message: String) throws {
    let output = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try CommandRunner.run(["table", "--allow-debug", "--output", output.path] + arguments)
    #expect(result.status == 64)
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).isEmpty)
}

/// `--toolkit model,gtk`: one report with the model's table beside GTK's, GTK's rows created and bound in
/// `rows.csv`, and GTK's factories skipping `scrolling-no-reuse` (their table without reuse is a factory).
@Test func aTableRunOfBothToolkitsPutsThemInOneReport() throws {
    let output = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try CommandRunner.run([
        "table", "--allow-debug", "--toolkit", "model,gtk", "--processes", "1",
        "--constructions", "code,gtk-list-code,gtk-list-builder",
        "--scenarios", "first-screen,scrolling-no-reuse,updates-reload-changed",
        "--update-seconds", "0.05", "--scroll-rows", "40", "--output", output.path,
    ])
    try #require(result.status == 0, "\(result.stderr)")
    let folders = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { !$0.hasPrefix(".") }
    let run = output.appendingPathComponent(try #require(folders.first))
    #expect(
        try FileManager.default.contentsOfDirectory(atPath: run.path).sorted()
            == ["frames.csv", "frames.svg", "report.md", "rows.csv", "table-summary.csv", "work.csv"])
    let rows = try String(contentsOf: run.appendingPathComponent("rows.csv"), encoding: .utf8).split(separator: "\n")
    #expect(rows.first == "process,construction,scenario,rows_created,rows_bound")
    // Two GTK factories in two scenarios (not scrolling-no-reuse); the model reports no rows.
    #expect(rows.count == 1 + 4, "\(rows)")
    for line in rows.dropFirst() {
        let fields = line.split(separator: ",")
        let created = Int(fields[3])!, bound = Int(fields[4])!
        #expect(fields[1].hasPrefix("gtk-list-") && fields[2] != "scrolling-no-reuse")
        // A list view of 1,000 rows makes rows for the items around its viewport, far fewer than the rows.
        #expect(created > 0 && created < 1_000 && bound >= created, "\(line)")
    }
    // 10 changes in 0.05 s, each reloading one row on screen.
    let work = try String(contentsOf: run.appendingPathComponent("work.csv"), encoding: .utf8)
    #expect(
        work.contains("1,gtk-list-code,updates-reload-changed,10,10,")
            && work.contains("1,code,updates-reload-changed,10,10,"))
    let report = try String(contentsOf: run.appendingPathComponent("report.md"), encoding: .utf8)
    #expect(report.contains("| gtk-list-builder |") && report.contains("| code |") && report.contains("rows created"))
    #expect(report.contains("GtkListView") && report.contains("Updates every 5 ms for 0.05 s"))
    #expect(result.stdout.contains("first-screen, gtk-list-code: ") && result.stdout.contains(" rows created, "))
    #expect(!result.stdout.contains("scrolling-no-reuse, gtk-list"))
}

/// Without `--scroll-rows` and `--update-seconds`, a calibration worker sizes them to the target; the plan line says
/// so, and that `--processes` was kept as given.
@Test func aTableRunIsSizedByACalibrationAndSaysSo() throws {
    let output = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try CommandRunner.run([
        "table", "--allow-debug", "--processes", "1", "--constructions", "code",
        "--scenarios", "scrolling,updates-throttled", "--target-seconds", "20", "--output", output.path,
    ])
    try #require(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("table calibration worker started"), "\(result.stderr)")
    #expect(
        result.stderr.contains("plan: 1 workers; ") && result.stderr.contains(" first screens; scroll ")
            && result.stderr.contains("sized by a ")
            && result.stderr.contains(" to a 20 s target") && result.stderr.contains("as given: --processes 1"),
        "\(result.stderr)")
    #expect(result.stderr.contains("table worker 1/1 started"))
}

import Foundation
import Results
import Testing
@testable import Harness

/// A table worker that prints the given lines and exits cleanly.
private struct LinesLauncher: WorkerLauncher {
    let lines: [String]

    final class Worker: WorkerProcess {
        var lines: [String]
        init(lines: [String]) { self.lines = lines }
        func nextLine() -> String? { lines.isEmpty ? nil : lines.removeFirst() }
        func send(_ line: String) {}
        func terminate() {}
        func waitForExit() -> WorkerExit { WorkerExit(status: 0) }
    }

    func launch(arguments: [String], toolkits: Set<String>) throws -> WorkerProcess { Worker(lines: lines) }
}

private let plan = TablePlan(
    processes: 2, sources: ["code"], scenarios: ["updates-throttled"], fit: true,
    templatesDirectory: "templates", seed: 1)

@Test func theTableCoordinatorGathersFramesAndWork() throws {
    let frame = TableFrame(process: 1, source: "code", scenario: "updates-throttled", index: 1, nanoseconds: 500)
    let work = TableWork(
        process: 1, source: "code", scenario: "updates-throttled", changes: 600, reloads: 11, cellsConfigured: 220)
    let data = try TableCoordinator(launcher: LinesLauncher(lines: [frame.line, work.line])).run(plan)
    #expect(data.frames == [frame, frame] && data.work == [work, work])
}

@Test func theTableCoordinatorGathersGtkRowCountsAndRenderers() throws {
    let counts = TableRowCounts(process: 1, source: "gtk-list-code", scenario: "scrolling", created: 206, bound: 1_020)
    let renderer = TableRenderer(process: 1, name: "GskGLRenderer")
    let data = try TableCoordinator(launcher: LinesLauncher(lines: [renderer.line, counts.line])).run(plan)
    #expect(data.rowCounts == [counts, counts] && data.renderers == [renderer, renderer] && data.frames.isEmpty)
}

@Test func aMalformedWorkLineFailsTheTableRunNamingTheLine() throws {
    let launcher = LinesLauncher(lines: ["work,1,code,updates-throttled,600,many,220"])
    #expect {
        _ = try TableCoordinator(launcher: launcher).run(plan)
    } throws: { error in
        "\(error)".contains("table worker 1") && "\(error)".contains("work,1,code,updates-throttled,600,many,220")
    }
}

/// Table workers that print the given lines, one list per worker in launch order, recording each plan given.
private final class RecordingLauncher: WorkerLauncher {
    var scripts: [[String]]
    private(set) var plans: [TablePlan] = []
    init(_ scripts: [[String]]) { self.scripts = scripts }

    func launch(arguments: [String], toolkits: Set<String>) throws -> WorkerProcess {
        plans.append(try JSONDecoder().decode(TablePlan.self, from: Data(arguments.last!.utf8)))
        return LinesLauncher.Worker(lines: scripts.removeFirst())
    }
}

private func times(_ jobs: [(String, Int, Double)]) -> [String] {
    jobs.map {
        TableJobTime(process: 0, source: "code", scenario: $0.0, multiple: $0.1, nanoseconds: UInt64($0.2 * 1e9)).line
    }
}

/// The first calibration worker runs every job at the shortest lengths in 5 s (3.1 s of its own), a tenth of a
/// 100 s target at most, so a second runs them at twice the lengths (4 s). Their times (scrolling: 0.5 s + 0.01 s
/// a row; updates: 0.2 s + 2 s a second) size the run: 100 s less 9 s of calibration and the report's 2 s leave
/// 8.9 s a worker = 3.1 + 0.5 + 0.01 r + 0.2 + 2 u, with r and u between their minimums and their defaults by
/// one fraction f: 5 + 14.8 f = 8.9 s, f = 3.9 / 14.8.
@Test func theTableCalibrationWorkersSizeTheRun() throws {
    let launcher = RecordingLauncher([
        [TableJobStart(process: 0, source: "code", scenario: "scrolling").line]
            + times([("scrolling", 1, 1.5), ("updates-reload-all", 1, 0.4)]),
        times([("scrolling", 2, 2.5), ("updates-reload-all", 2, 0.6)]),
    ])
    var clock = [100.0, 105.0, 105.0, 109.0]
    var events: [TableCoordinator.Event] = []
    let (sized, sizing) = try TableCoordinator(launcher: launcher).calibrate(
        plan, targetSeconds: 100, processes: nil, scrollRows: nil, updateSeconds: nil, now: { clock.removeFirst() }
    ) { events.append($0) }
    #expect(launcher.plans.count == 2)
    for (sent, multiple) in zip(launcher.plans, [1, 2]) {
        #expect(sent.processes == 1 && sent.process == 0 && sent.lengthMultiples == [multiple])
        #expect(sent.scrollRows == 100 && sent.updateNanoseconds == 100_000_000 && sent.firstScreens == 4)
    }
    #expect(
        events == [
            .workerStarted(index: 0, total: 2), .jobStarted(index: 0, source: "code", scenario: "scrolling"),
            .workerStarted(index: 0, total: 2),
        ])
    #expect(abs(sizing.workerFixedSeconds - 3.1) < 1e-9 && sizing.calibrationSeconds == 9)
    // 100 + 900 f = 337 rows; 0.1 + 2.9 f = 0.86 s (whole hundredths, rounded down); 4 + 16 f = 8.2 first screens
    // (no first-screen job was timed, so that length costs nothing and goes with the fraction).
    #expect(
        sized.processes == 10 && sized.scrollRows == 337 && sized.updateNanoseconds == 860_000_000
            && sized.firstScreens == 8)
    #expect(sized.lengthMultiples == nil)
}

/// A first calibration worker that took more than a tenth of the target is not followed by a second: its jobs are
/// taken to grow from nothing in proportion to their lengths (1.5 s for 100 rows: 0.015 s a row).
@Test func aSlowCalibrationWorkerIsTimedOnce() throws {
    let launcher = RecordingLauncher([times([("scrolling", 1, 1.5)])])
    var clock = [0.0, 20.0]
    let (_, sizing) = try TableCoordinator(launcher: launcher).calibrate(
        plan, targetSeconds: 100, processes: nil, scrollRows: nil, updateSeconds: nil, now: { clock.removeFirst() })
    #expect(launcher.plans.count == 1 && sizing.calibrationSeconds == 20)
    #expect(
        sizing.costs == [
            TableSizing.JobCost(
                source: "code", scenario: "scrolling", length: .scrollRows, fixedSeconds: 0,
                secondsPerUnit: 0.015)
        ])
}

@Test func aFrameFromTheCalibrationWorkerFailsNamingIt() throws {
    let launcher = RecordingLauncher([["frame,0,code,scrolling,1,500"]])
    #expect {
        _ = try TableCoordinator(launcher: launcher).calibrate(
            plan, targetSeconds: 100, processes: nil, scrollRows: nil, updateSeconds: nil)
    } throws: { "\($0)".contains("table calibration worker") && "\($0)".contains("frame,0,code,scrolling,1,500") }
}

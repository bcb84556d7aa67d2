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

private let plan = TablePlan(processes: 2, sources: ["code"], scenarios: ["updates-throttled"], fit: true,
                             templatesDirectory: "templates", seed: 1)

@Test func theTableCoordinatorGathersFramesAndWork() throws {
    let frame = TableFrame(process: 1, source: "code", scenario: "updates-throttled", index: 1, nanoseconds: 500)
    let work = TableWork(process: 1, source: "code", scenario: "updates-throttled", changes: 600, reloads: 11, cellsConfigured: 220)
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

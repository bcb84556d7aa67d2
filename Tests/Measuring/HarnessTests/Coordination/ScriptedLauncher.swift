import Foundation
@testable import Harness

/// A `WorkerLauncher` whose workers print scripted lines and end as scripted, recording each plan it was given.
final class ScriptedLauncher: WorkerLauncher {
    /// What one scripted worker does: the lines it prints on standard output, then how it exits.
    struct Script {
        var lines: [String]
        var exit = WorkerExit(status: 0)
    }

    private let script: (WorkerPlan) -> Script
    private(set) var plans: [WorkerPlan] = []
    /// The real toolkits the coordinator said each worker needs, in launch order.
    private(set) var toolkits: [Set<String>] = []
    private(set) var terminated = 0

    init(_ script: @escaping (WorkerPlan) -> Script) { self.script = script }

    func launch(arguments: [String], toolkits: Set<String>) throws -> WorkerProcess {
        let plan = try JSONDecoder().decode(WorkerPlan.self, from: Data(arguments.last!.utf8))
        plans.append(plan)
        self.toolkits.append(toolkits)
        return ScriptedWorker(script: script(plan)) { [unowned self] in terminated += 1 }
    }
}

private final class ScriptedWorker: WorkerProcess {
    private var lines: [String]
    private let exit: WorkerExit
    private let onTerminate: () -> Void

    init(script: ScriptedLauncher.Script, onTerminate: @escaping () -> Void) {
        lines = script.lines; exit = script.exit; self.onTerminate = onTerminate
    }

    func nextLine() -> String? { lines.isEmpty ? nil : lines.removeFirst() }
    /// Scripted lines come whatever is sent.
    func send(_ line: String) {}
    func terminate() { onTerminate() }
    func waitForExit() -> WorkerExit { exit }
}

import Foundation
import Results

/// Which executable runs a worker: its own when it is beside the `nib-or-not` executable, linking only the toolkit
/// its variants need (`nib-or-not-worker-gtk`; the model's, `nib-or-not-worker-model`, links none), else
/// `nib-or-not worker`, which links every toolkit.
///
/// Why: a process loads every library it links before its first line runs, and the real toolkits are costly to
/// load. A cold worker of `code/fit` took 99 ms here as `nib-or-not worker` and 26 ms as the model's own
/// executable (docs/noisy-host.md); a default run starts about 134 processes, and what they spend loading
/// toolkits they never use is time its rounds do not get.
public struct WorkerExecutables: Sendable, Equatable {
    /// The command that runs any worker, e.g. `[path of nib-or-not, "worker"]`.
    public var shared: [String]
    /// The worker executable of each group (a toolkit's name, the model's included) that has its own.
    public var own: [String: String]

    public init(shared: [String], own: [String: String] = [:]) {
        self.shared = shared
        self.own = own
    }

    /// `nib-or-not worker` of the executable at `executable`, and the worker executables of `toolkits` (each
    /// declaration's `workerExecutable`; every toolkit's, the model's included, unless said) found beside it; beside
    /// the file it is, when `executable` is a symbolic link to it (an `ab` baseline linked from elsewhere).
    public static func beside(
        _ executable: String, toolkits: [ToolkitDeclaration] = ToolkitDeclaration.all
    ) -> WorkerExecutables {
        let folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        var own: [String: String] = [:]
        for toolkit in toolkits {
            let path = folder.appendingPathComponent(toolkit.workerExecutable).path
            if FileManager.default.isExecutableFile(atPath: path) { own[toolkit.name] = path }
        }
        return WorkerExecutables(shared: [executable, "worker"], own: own)
    }

    /// The command for a worker whose variants need the real toolkits `toolkits`: the group's own executable when
    /// it needs one toolkit or none (the model's) and that executable exists, else the shared one.
    public func command(toolkits: Set<String>) -> [String] {
        let group = toolkits.isEmpty ? ToolkitDeclaration.theModel.name : (toolkits.count == 1 ? toolkits.first : nil)
        return group.flatMap { own[$0] }.map { [$0] } ?? shared
    }

    /// What ran each group's workers, for `run.json`: the executable's file name, or "nib-or-not worker".
    public func described(groups: [String]) -> [String: String] {
        Dictionary(
            uniqueKeysWithValues: groups.map { group in
                let command = self.command(toolkits: ToolkitDeclaration.isModelGroup(group) ? [] : [group])
                return (group, command.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: " "))
            })
    }
}

import Foundation
import Harness
import Results

/// Where this command's workers come from.
enum WorkerCommands {
    /// This executable's path, which its worker subcommands run under.
    static var thisExecutable: String { Bundle.main.executableURL?.path ?? CommandLine.arguments[0] }

    /// The workers of the `nib-or-not` at `executable` (this one by default): each group's own executable beside
    /// it, or its `worker` subcommand (`WorkerExecutables`).
    static func of(_ executable: String = thisExecutable) -> WorkerExecutables {
        WorkerExecutables.beside(executable)
    }
}

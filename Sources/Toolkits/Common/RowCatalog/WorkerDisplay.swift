import Foundation
import Results
import Toolkit

/// The X display that worker processes get: `$DISPLAY` when it is set, else, when a variant's toolkit needs
/// one, a `VirtualDisplay` of the command's own, which the command stops on every way out.
public struct WorkerDisplay: Sendable {
    /// The server this command started; nil when it uses `$DISPLAY` or no variant needs a display.
    public let server: VirtualDisplay?
    /// The workers' environment: this process's, with `DISPLAY` naming the server when there is one.
    public let environment: [String: String]?

    /// Starts a server when any of `names` needs a display and `environment` has none.
    public init<S: Sequence>(
        for names: S, toolkits: [Toolkit],
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws where S.Element == String {
        let needed = Set(names.compactMap(ToolkitDeclaration.realToolkitName(ofVariant:)))
        let needing = toolkits.filter { needed.contains($0.name) && $0.needsDisplay }
        guard !needing.isEmpty, (environment["DISPLAY"] ?? "").isEmpty else {
            server = nil
            self.environment = nil
            return
        }
        let server = try VirtualDisplay(
            environment: environment,
            neededBy: needing.map { ToolkitDeclaration.named($0.name)?.title ?? $0.name })
        self.server = server
        self.environment = environment.merging(["DISPLAY": server.name]) { _, new in new }
    }

    /// Stops the server, if this command started one.
    public func stop() { server?.stop() }
}

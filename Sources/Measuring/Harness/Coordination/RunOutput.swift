import Foundation

/// Where a run writes: a hidden `.NAME.partial` folder that is renamed to `NAME` only once every file
/// is complete, so an interrupted or failed run never leaves a folder that looks finished, and never
/// touches another run's folder.
public final class RunOutput: @unchecked Sendable {
    public let parent: URL
    public let partial: URL
    /// The folder's final name: the start time in UTC.
    public let name: String
    /// Who ends the run: the main thread (by failing or committing) or an interrupt, whichever comes first.
    /// An interrupt kills the worker, so the main thread then sees a worker fail, or a file vanish, and
    /// must not answer with an error and status 1 of its own: it leaves the exit to the interrupt.
    private let ending = RunEnding()

    /// Creates the partial folder; `onInterrupt` runs first when Ctrl-C or SIGTERM arrives (to stop the
    /// worker running then), before the folder is removed.
    public init(parent: URL, date: Date = Date(), onInterrupt: @escaping @Sendable () -> Void = {}) throws {
        self.parent = parent
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw HarnessError.cannotWrite(path: parent.path, reason: error.localizedDescription)
        }
        name = RunOutput.timestamp(date)
        partial = parent.appendingPathComponent(".\(name)-\(getpid()).partial")
        // Trapped before the folder exists, so that no signal finds a folder and no handler.
        trapInterruptions(onInterrupt)
        do { try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: false) } catch {
            throw HarnessError.cannotWrite(path: partial.path, reason: error.localizedDescription)
        }
    }

    /// Runs `body`; if it throws, removes the partial folder first.
    public func removingOnFailure<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch {
            ending.claimOrWaitForInterrupt()
            try? FileManager.default.removeItem(at: partial)
            throw error
        }
    }

    /// Renames the finished folder to its final name, never replacing an existing one.
    public func commit() throws -> URL {
        ending.claimOrWaitForInterrupt()
        for attempt in 1...100 {
            let final = parent.appendingPathComponent(attempt == 1 ? name : "\(name)-\(attempt)")
            // rename(2) is atomic; `renameat2` with RENAME_NOREPLACE is not exposed, so check first and
            // rely on the timestamp-and-pid names to make a race practically impossible.
            if FileManager.default.fileExists(atPath: final.path) { continue }
            if rename(partial.path, final.path) == 0 { return final }
        }
        throw HarnessError.cannotWrite(
            path: parent.path, reason: "no free name for the run folder; the finished files are in \(partial.path)")
    }

    /// Ctrl-C or SIGTERM: stop the running worker, delete the partial folder, exit 130 / 143.
    private func trapInterruptions(_ onInterrupt: @escaping @Sendable () -> Void) {
        InterruptTrap.install { [partial, ending] number in
            // Decided before the worker is killed, so the main thread, seeing it die, already knows.
            let decides = ending.claimForInterrupt()
            onInterrupt()
            let message: String
            if decides {
                try? FileManager.default.removeItem(at: partial)
                message = "interrupted; the unfinished run folder was removed, earlier runs are untouched"
            } else {
                // The main thread had committed or failed: the folder is its business.
                message = "interrupted while finishing; the run folder is as the run left it"
            }
            FileHandle.standardError.write(Data("\nnib-or-not: \(message)\n".utf8))
            exit(128 + number)
        }
    }

    public static func timestamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HHmmss'Z'"
        return formatter.string(from: date)
    }
}

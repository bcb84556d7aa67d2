import Foundation

/// Where a run writes: a hidden `.NAME.partial` folder that is renamed to `NAME` only once every file
/// is complete, so an interrupted or failed run never leaves a folder that looks finished, and never
/// touches another run's folder.
public final class RunOutput: @unchecked Sendable {
    public let parent: URL
    public let partial: URL
    /// The folder's final name: the start time in UTC.
    public let name: String
    private var signalSources: [DispatchSourceSignal] = []

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
        do { try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: false) } catch {
            throw HarnessError.cannotWrite(path: partial.path, reason: error.localizedDescription)
        }
        trapInterruptions(onInterrupt)
    }

    /// Runs `body`; if it throws, removes the partial folder first.
    public func removingOnFailure<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch {
            try? FileManager.default.removeItem(at: partial)
            throw error
        }
    }

    /// Renames the finished folder to its final name, never replacing an existing one.
    public func commit() throws -> URL {
        for attempt in 1...100 {
            let final = parent.appendingPathComponent(attempt == 1 ? name : "\(name)-\(attempt)")
            // rename(2) is atomic; `renameat2` with RENAME_NOREPLACE is not exposed, so check first and
            // rely on the timestamp-and-pid names to make a race practically impossible.
            if FileManager.default.fileExists(atPath: final.path) { continue }
            if rename(partial.path, final.path) == 0 { return final }
        }
        throw HarnessError.cannotWrite(path: parent.path, reason: "no free name for the run folder; the finished files are in \(partial.path)")
    }

    /// Ctrl-C or SIGTERM: stop the running worker, delete the partial folder, exit 130 / 143.
    private func trapInterruptions(_ onInterrupt: @escaping @Sendable () -> Void) {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [partial] in
                onInterrupt()
                try? FileManager.default.removeItem(at: partial)
                FileHandle.standardError.write(Data("\nnib-or-not: interrupted; the unfinished run folder was removed, earlier runs are untouched\n".utf8))
                exit(128 + number)
            }
            source.resume()
            signalSources.append(source)
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

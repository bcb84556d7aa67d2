import ArgumentParser
import Foundation
import Harness

/// Where a run writes: a hidden `.NAME.partial` folder that is renamed to `NAME` only once every file
/// is complete, so an interrupted or failed run never leaves a folder that looks finished, and never
/// touches another run's folder.
final class RunOutput: @unchecked Sendable {
    let parent: URL
    let partial: URL
    /// The folder's final name: the start time in UTC.
    let name: String
    private var signalSources: [DispatchSourceSignal] = []

    init(parent: URL, date: Date = Date()) throws {
        self.parent = parent
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw ValidationError("--output: cannot create \(parent.path): \(error.localizedDescription)")
        }
        name = RunOutput.timestamp(date)
        partial = parent.appendingPathComponent(".\(name)-\(getpid()).partial")
        try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: false)
        trapInterruptions()
    }

    /// Runs `body`; if it throws, removes the partial folder first.
    func removingOnFailure<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch {
            try? FileManager.default.removeItem(at: partial)
            throw error
        }
    }

    /// Renames the finished folder to its final name, never replacing an existing one.
    func commit() throws -> URL {
        for attempt in 1...100 {
            let final = parent.appendingPathComponent(attempt == 1 ? name : "\(name)-\(attempt)")
            // rename(2) is atomic; `renameat2` with RENAME_NOREPLACE is not exposed, so check first and
            // rely on the timestamp-and-pid names to make a race practically impossible.
            if FileManager.default.fileExists(atPath: final.path) { continue }
            if rename(partial.path, final.path) == 0 { return final }
        }
        throw ValidationError("cannot name the run folder in \(parent.path); the finished files are in \(partial.path)")
    }

    /// Ctrl-C or SIGTERM: stop the running worker, delete the partial folder, exit 130 / 143.
    private func trapInterruptions() {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [partial] in
                RunCoordinator.terminateCurrentWorker()
                try? FileManager.default.removeItem(at: partial)
                FileHandle.standardError.write(Data("\nnib-or-not: interrupted; the unfinished run folder was removed, earlier runs are untouched\n".utf8))
                exit(128 + number)
            }
            source.resume()
            signalSources.append(source)
        }
    }

    static func timestamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HHmmss'Z'"
        return formatter.string(from: date)
    }
}

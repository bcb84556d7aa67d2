import ArgumentParser
import Foundation
import Harness
import Results

/// The exit statuses of `nib-or-not`, documented in the README ("Exit status"):
/// 0 success; 1 a regression (`compare`) or a failed run (a worker died, a report could not be made);
/// 2 unusable input to `compare`; 64 a bad option (ArgumentParser's `ValidationError`);
/// 74 an I/O failure (a folder or file could not be created or written); 130 / 143 interrupted.
enum ExitStatus {
    static let ioFailure: Int32 = 74

    /// Runs `body`; a failure to create or write files ends the command with status 74 and its one-line message.
    static func exitingOnIOFailure<T>(_ command: String, _ body: () throws -> T) throws -> T {
        do { return try body() } catch let error as HarnessError {
            guard case .cannotWrite = error else { throw error }
            FileHandle.standardError.write(Data("nib-or-not \(command): \(error)\n".utf8))
            throw ExitCode(ioFailure)
        } catch let error as ResultsError {
            guard case .unreadable = error else { throw error }
            FileHandle.standardError.write(Data("nib-or-not \(command): \(error)\n".utf8))
            throw ExitCode(ioFailure)
        }
    }
}

import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program in a child process and reports its exit status, its output and its own peak memory.
///
/// `posix_spawn` and `wait4` rather than `Process`: `wait4` returns the resource use of exactly that
/// child, not of some other test's child (which `getrusage(RUSAGE_CHILDREN)` would mix in, tests running in
/// parallel). The peak is taken through GNU `time` (`/usr/bin/time -f %M`), which forks the program from its
/// own small process: Linux carries the spawning process's memory high-water mark into a child made with
/// `posix_spawn` (`vfork`, then exec), so measured directly the child's peak would be at least the test
/// process's own, which grows past any limit as more tests run in it.
enum ChildProcess {
    struct Result {
        /// The exit status, or 128 + the signal number when a signal ended the child.
        let status: Int32
        let stdout: String
        let stderr: String
        /// The program's peak resident set size, in kilobytes, as GNU `time` reports it.
        let peakKilobytes: Int
    }

    /// GNU time, installed by `scripts/install-system-packages.sh` (Debian package `time`).
    static let timeCommand = "/usr/bin/time"

    /// The built `nib-or-not`, which sits beside the test bundle in the build products folder.
    static var nibOrNot: String {
        var folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        while !FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("nib-or-not").path),
            folder.path != "/"
        {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("nib-or-not").path
    }

    /// Runs `arguments[0]` (a path) with the rest as its arguments; output goes through files in `scratch`.
    static func run(_ arguments: [String], scratch: URL) throws -> Result {
        let id = UUID().uuidString
        let outPath = scratch.appendingPathComponent("stdout-\(id)").path
        let errPath = scratch.appendingPathComponent("stderr-\(id)").path
        let peakPath = scratch.appendingPathComponent("peak-\(id)").path
        let arguments = [timeCommand, "-f", "%M", "-o", peakPath] + arguments
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, environ)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }

        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        }
        let signal = status & 0x7F
        let read = { (path: String) in
            String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        }
        // GNU time exits with the program's status, or 128 + its signal, and writes "Command exited with
        // non-zero status" or "Command terminated by signal" lines before the peak: the peak is the last line.
        let peak = read(peakPath).split(separator: "\n").last.flatMap { Int($0) } ?? Int.max
        return Result(
            status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal,
            stdout: read(outPath), stderr: read(errPath), peakKilobytes: peak)
    }
}

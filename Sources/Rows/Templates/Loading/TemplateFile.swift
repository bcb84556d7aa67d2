import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a template file whose size is checked before its contents are.
///
/// `Data(contentsOf:)` reads whatever it is given: a 50 MB file whole, `/dev/zero` until memory runs
/// out, a FIFO not at all (it blocks). Here the file is opened without blocking, must be a regular file,
/// its size is checked against `TemplateLimits.maximumFileSize`, and at most one byte more than the
/// limit is ever read, in case the file grows after the check.
enum TemplateFile {
    static func contents(of path: String, fileName: String) throws -> Data {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(fileName, errno) }
        defer { close(descriptor) }

        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure(fileName, errno) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw TemplateError(
                file: fileName, line: 0, reason: "is not a regular file (a folder, device or pipe); name a .xib file")
        }
        let limit = TemplateLimits.maximumFileSize
        guard Int(status.st_size) <= limit else { throw tooLarge(fileName, size: Int(status.st_size)) }

        // Room for the size the file claims plus one byte, to see the end of file in the same read; grown
        // (never past the limit plus one) for a file that is longer than it said (e.g. in /proc).
        var data = Data(count: Int(status.st_size) + 1)
        var count = 0
        while count <= limit {
            if count == data.count { data.count = min(data.count * 2, limit + 1) }
            let room = data.count - count
            let got = data.withUnsafeMutableBytes { raw in read(descriptor, raw.baseAddress! + count, room) }
            if got == 0 { break }
            if got < 0 {
                if errno == EINTR { continue }
                throw failure(fileName, errno)
            }
            count += got
        }
        guard count <= limit else { throw tooLarge(fileName, size: count) }
        data.count = count
        return data
    }

    /// The error for a file over the size limit; line 1, since the whole file is at fault.
    static func tooLarge(_ fileName: String, size: Int) -> TemplateError {
        TemplateError(
            file: fileName, line: 1,
            reason:
                """
                is \(size) bytes; templates may be at most \(TemplateLimits.maximumFileSize) bytes (16 MiB), see \
                templates/README.md
                """
        )
    }

    private static func failure(_ fileName: String, _ code: Int32) -> TemplateError {
        TemplateError(file: fileName, line: 0, reason: "cannot be read: \(String(cString: strerror(code)))")
    }
}

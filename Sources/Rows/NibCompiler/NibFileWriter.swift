import Foundation
import NIB

/// Writes a compiled nib to disk without ever destroying something that is not a nib: the bytes go to
/// a temporary file beside the target, which is then renamed over it, so a failure leaves the old file
/// whole; an existing file is replaced only when it is itself a NIBArchive (as `ibtool --compile`
/// replaces its own output).
public enum NibFileWriter {
    /// `FILE.nib` beside `FILE.xib`: where `compile` writes when no output is given.
    public static func defaultOutput(for input: URL) -> URL {
        input.deletingPathExtension().appendingPathExtension("nib")
    }

    /// - Throws: `NibCompilerError` when the target is the input, exists and is not a nib, is a
    ///   directory, or cannot be written.
    public static func write(_ bytes: [UInt8], to output: URL, input: URL) throws {
        let name = output.path
        if output.standardizedFileURL.path == input.standardizedFileURL.path {
            throw NibCompilerError("\(name): the output is the input XIB; pass another file with -o")
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: name, isDirectory: &isDirectory) {
            if isDirectory.boolValue { throw NibCompilerError("\(name): is a directory; pass a file name with -o") }
            let head: [UInt8] =
                FileHandle(forReadingAtPath: name).map { handle -> [UInt8] in
                    defer { try? handle.close() }
                    return [UInt8](handle.readData(ofLength: 10))
                } ?? []
            guard head == Array("NIBArchive".utf8) else {
                throw NibCompilerError(
                    """
                    \(name): exists and is not a compiled nib, so it is not overwritten; remove it or pass \
                    another file with -o
                    """
                )
            }
        }
        let temporary = output.deletingLastPathComponent().appendingPathComponent(
            ".\(output.lastPathComponent).\(getpid()).partial")
        guard FileManager.default.createFile(atPath: temporary.path, contents: Data(bytes)) else {
            throw NibCompilerError("\(name): cannot be written (no such folder, or not writable)")
        }
        if rename(temporary.path, name) != 0 {
            try? FileManager.default.removeItem(at: temporary)
            throw NibCompilerError("\(name): cannot be written (\(String(cString: strerror(errno))))")
        }
    }
}

/// Every failure of the compiler's own (writing a nib file), as one line naming the file.
public struct NibCompilerError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

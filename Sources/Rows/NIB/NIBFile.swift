import Foundation

/// Reading a nib from disk, with the size checked before any byte is read, so a 50 MB file, a FIFO or
/// `/dev/zero` costs nothing. (Foundation only for the file system; the reader itself needs none.)
public enum NIBFile {
    /// Reads and strictly validates the archive at `path`; every failure is a one-line `NIBError`.
    public static func read(_ path: String) throws(NIBError) -> NIBArchive {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let attributes, attributes[.type] as? FileAttributeType == .typeRegular,
            let size = attributes[.size] as? Int
        else {
            throw NIBError(file: path, offset: 0, reason: "cannot be read: it does not exist or is not a regular file")
        }
        if size > NIBLimits.maximumFileSize {
            throw NIBError(
                file: path, offset: NIBLimits.maximumFileSize,
                reason: "the file has \(size) bytes; archives may have at most \(NIBLimits.maximumFileSize) (16 MiB)")
        }
        guard let handle = FileHandle(forReadingAtPath: path),
            let data = try? handle.read(upToCount: NIBLimits.maximumFileSize + 1) ?? Data()
        else {
            throw NIBError(file: path, offset: 0, reason: "cannot be read")
        }
        try? handle.close()
        return try NIBArchive(bytes: [UInt8](data), file: path)
    }
}

import Foundation

/// Writes a set of files into a folder all together or not at all.
///
/// Every file first goes to a hidden temporary beside its destination; only when all are written are they
/// renamed into place (rename(2) replaces a file atomically). So a report that fails half-way, e.g. on a
/// malformed CSV, leaves the files of the previous report untouched.
public struct FileStager {
    public let folder: URL
    private var staged: [(temporary: URL, destination: URL)] = []

    public init(folder: URL) { self.folder = folder }

    /// Writes `data` to a temporary for `name`; throws (after removing what was staged) when it cannot.
    public mutating func stage(_ data: Data, as name: String) throws {
        let destination = folder.appendingPathComponent(name)
        let temporary = folder.appendingPathComponent(".\(name).\(getpid()).tmp")
        do { try data.write(to: temporary) } catch {
            discard()
            throw ResultsError.unreadable(path: destination.relativePath, reason: error.localizedDescription)
        }
        staged.append((temporary, destination))
    }

    /// Renames every staged file into place.
    public mutating func commit() throws {
        for (temporary, destination) in staged where rename(temporary.path, destination.path) != 0 {
            let reason = String(cString: strerror(errno))
            discard()
            throw ResultsError.unreadable(path: destination.relativePath, reason: reason)
        }
        staged = []
    }

    /// Removes the temporaries not yet renamed.
    public mutating func discard() {
        for (temporary, _) in staged { try? FileManager.default.removeItem(at: temporary) }
        staged = []
    }
}

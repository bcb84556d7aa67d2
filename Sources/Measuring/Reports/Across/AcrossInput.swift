import Foundation
import Results

/// The arguments of `across` read into runs: each a run folder (run.json and comparisons.csv) or a machine record
/// (a folder whose folders are run folders, as `results/machines/<record-id>/` holds them).
public enum AcrossInput {
    /// The two files a run folder must hold for `across`.
    static let runFiles = [RunFolder.metadataFileName, ComparisonsCSV.fileName]

    /// Every run of `arguments`, in the order given (a record's runs by name); a run named twice is read once.
    public static func load(_ arguments: [String]) throws -> [AcrossRun] {
        guard !arguments.isEmpty else { throw AcrossError.noRuns }
        var runs: [AcrossRun] = []
        var seen = Set<String>()
        for argument in arguments {
            for (folder, record) in try runFolders(argument) {
                let key = URL(fileURLWithPath: folder).standardizedFileURL.path
                guard seen.insert(key).inserted else { continue }
                runs.append(try read(folder, record: record))
            }
        }
        return runs
    }

    /// The run folders an argument names, each with the record it sits in (nil for a run folder given alone).
    static func runFolders(_ argument: String) throws -> [(folder: String, record: String?)] {
        let path = argument.count > 1 && argument.hasSuffix("/") ? String(argument.dropLast()) : argument
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw AcrossError.notFound(path: path)
        }
        guard isFolder.boolValue else { throw AcrossError.notAFolder(path: path) }
        let missing = missingFiles(path)
        if missing.count < runFiles.count {
            guard missing.isEmpty else { throw AcrossError.incompleteRun(path: path, missing: missing, record: nil) }
            return [(path, nil)]
        }
        let record = URL(fileURLWithPath: path).standardizedFileURL.lastPathComponent
        let children = try subfolders(path)
        guard !children.isEmpty else { throw AcrossError.neitherRunNorRecord(path: path) }
        return try children.map { child in
            let missing = missingFiles(child)
            guard missing.isEmpty else { throw AcrossError.incompleteRun(path: child, missing: missing, record: path) }
            return (child, record)
        }
    }

    /// Which of `runFiles` the folder lacks.
    static func missingFiles(_ folder: String) -> [String] {
        runFiles.filter { !FileManager.default.fileExists(atPath: "\(folder)/\($0)") }
    }

    /// The folders inside `path`, by name; hidden ones (an unfinished `.NAME.partial`) left out.
    static func subfolders(_ path: String) throws -> [String] {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: path) } catch {
            throw ResultsError.unreadable(path: path, reason: error.localizedDescription)
        }
        return names.filter { !$0.hasPrefix(".") }.sorted().map { "\(path)/\($0)" }.filter { child in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: child, isDirectory: &isFolder) && isFolder.boolValue
        }
    }

    static func read(_ folder: String, record: String?) throws -> AcrossRun {
        let url = URL(fileURLWithPath: folder)
        return AcrossRun(
            folder: folder, record: record,
            metadata: try RunFolder.readMetadata(url.appendingPathComponent(RunFolder.metadataFileName)),
            comparisons: try ComparisonsCSV.read(url.appendingPathComponent(ComparisonsCSV.fileName)))
    }
}

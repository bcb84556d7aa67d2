/// What can be wrong with the arguments of `across`, each a one-line sentence naming the folder at fault.
///
/// Malformed files inside a run folder are `ResultsError`s (file, line, column); these are folders that are not
/// what `across` reads at all.
public enum AcrossError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No argument was given.
    case noRuns
    /// The path does not exist.
    case notFound(path: String)
    /// The path is a file.
    case notAFolder(path: String)
    /// A folder with neither a run's files nor run folders inside.
    case neitherRunNorRecord(path: String)
    /// A run folder lacks one of the two files `across` reads; `record` names the record it sits in, if any.
    case incompleteRun(path: String, missing: [String], record: String?)

    public var description: String {
        switch self {
        case .noRuns:
            "no run given; give run folders or machine records"
        case .notFound(let path):
            "\(path): no such folder; give a run folder (run.json and comparisons.csv) or a machine record "
                + "(a folder of run folders)"
        case .notAFolder(let path):
            "\(path): not a folder; give a run folder (run.json and comparisons.csv) or a machine record "
                + "(a folder of run folders)"
        case .neitherRunNorRecord(let path):
            "\(path): neither a run folder (no run.json or comparisons.csv) nor a machine record (no run folder inside)"
        case .incompleteRun(let path, let missing, let record):
            "\(path): not a run folder, \(missing.joined(separator: " and ")) missing"
                + (record.map { "; every folder of the machine record \($0) must be a run folder" } ?? "")
        }
    }
}

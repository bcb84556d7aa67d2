import Results

/// What can go wrong analysing run files that were read without error, each a one-line sentence.
///
/// Malformed or missing files are `ResultsError`s, thrown while reading; these are the files that are well
/// formed but say too little to analyse or compare.
public enum ReportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The files are well formed but cannot be analysed, e.g. a comparison has no process with both variants.
    case unusableData(path: String, detail: String)
    /// Two runs cannot be compared at all, e.g. they share no variant.
    case incomparable(detail: String)

    /// One line, starting with the path when there is one.
    public var description: String {
        switch self {
        case .unusableData(let path, let detail): "\(path): \(detail)"
        case .incomparable(let detail): "cannot compare: \(detail)"
        }
    }
}

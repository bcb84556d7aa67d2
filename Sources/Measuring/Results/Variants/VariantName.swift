/// A variant's name split into its two factors, and the order variants appear in reports.
///
/// Names are `construction/fit` (see `Builders.Variant`). Files may hold names this build does not know (a
/// newer or older tool); they are kept, split at the last `/`, and sorted after the known seven.
public enum VariantName {
    /// The construction and fit parts of `name`; the fit is empty when there is no `/`.
    public static func parts(_ name: String) -> (construction: String, fit: String) {
        guard let slash = name.lastIndex(of: "/") else { return (name, "") }
        return (String(name[..<slash]), String(name[name.index(after: slash)...]))
    }

    /// `names` without duplicates, in `Variant.all` order, then the custom-template variants, then unknown
    /// names alphabetically.
    public static func ordered<S: Sequence>(_ names: S) -> [String] where S.Element == String {
        let unique = Set(names)
        let known = (Variant.all + Variant.customTemplate + Variant.customToolkitTemplate).map(\.name).filter(
            unique.contains)
        return known + unique.subtracting(known).sorted()
    }

    /// Checks the `variant`, `construction` and `fit` fields of a record agree, and returns the name.
    public static func read(_ record: CSVRecord) throws -> String {
        let name = try record.string("variant")
        let (construction, fit) = parts(name)
        if record.text("construction") != construction || record.text("fit") != fit {
            throw ResultsError.inconsistentRecord(
                path: record.path, line: record.line,
                detail:
                    "variant '\(name)' does not match construction '\(record.text("construction"))' and fit "
                    + "'\(record.text("fit"))'"
            )
        }
        return name
    }
}

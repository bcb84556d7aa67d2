import ArgumentParser
import Foundation
import Typesetting

/// `--font-substitutions FILE`: the table of stand-ins for fonts that are not installed, shared by
/// `inspect` and `run`.
struct FontOptions: ParsableArguments {
    static let defaultPath = "templates/font-substitutions.tsv"

    @Option(
        name: .customLong("font-substitutions"),
        help:
            """
            Font substitution table: Apple font name, tab, stand-in face (default: \(FontOptions.defaultPath) \
            when it exists).
            """
    )
    var path: String?

    /// The table's path, absolute: the one given, or the default when it exists, or nil.
    func resolvedPath() throws -> String? {
        if let path {
            guard FileManager.default.fileExists(atPath: path) else {
                throw ValidationError("--font-substitutions: \(path) not found")
            }
            return URL(fileURLWithPath: path).standardizedFileURL.path
        }
        guard FileManager.default.fileExists(atPath: Self.defaultPath) else { return nil }
        return URL(fileURLWithPath: Self.defaultPath).standardizedFileURL.path
    }

    /// "Avenir-Medium → DejaVuSans" for each font the measurer substituted, in name order.
    static func substitutionLines(_ measurer: FreeTypeMeasurer) -> [String] {
        measurer.substitutionsUsed.map { "\($0.name) → \($0.font.displayName)" }
    }
}

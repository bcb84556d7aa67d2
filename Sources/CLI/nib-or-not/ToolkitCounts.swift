import ArgumentParser
import Foundation
import Results

/// `--toolkit-processes` and `--toolkit-rounds`: one count for every real toolkit ("10") or for one ("gnustep=20"),
/// repeatable or comma-separated; a toolkit's own count wins over the common one.
///
/// Why per toolkit: a report's "Rounds or processes" line can find that one toolkit's workers differ beyond their
/// rounds while another's do not (docs/noisy-host.md), and its advice should be something a user can set.
struct ToolkitCounts: Equatable {
    var common: Int?
    var byToolkit: [String: Int] = [:]

    /// The count for `toolkit`, or nil when no value named it or all toolkits.
    func count(for toolkit: String) -> Int? { byToolkit[toolkit] ?? common }

    /// Parses the option's values; throws a one-line `ValidationError` naming `option` and the bad value.
    init(_ values: [String], option: String) throws {
        for value in values.flatMap({ $0.split(separator: ",", omittingEmptySubsequences: false) }) {
            let parts = value.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard let count = Int(parts.last!.trimmingCharacters(in: .whitespaces)) else {
                throw ValidationError(
                    "\(option): '\(value)' is not a count (N for every toolkit, or TOOLKIT=N, e.g. gnustep=20)")
            }
            guard count >= 1 else { throw ValidationError("\(option) must be at least 1 (got \(value))") }
            guard parts.count == 2 else { common = count; continue }
            let name = parts[0].trimmingCharacters(in: .whitespaces)
            guard let toolkit = ToolkitDeclaration.named(name), !toolkit.isModel else {
                let real = ToolkitDeclaration.real.map(\.name).joined(separator: ", ")
                throw ValidationError(
                    "\(option): no real toolkit named '\(name)' (\(real); the model's are --processes and --rounds)")
            }
            byToolkit[toolkit.name] = count
        }
    }
}

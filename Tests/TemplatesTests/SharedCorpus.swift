import Foundation
import Testing

/// The real XIBs beside the package (`../shared/xib-corpus` and `../shared/xib-corpus-2`), which a bare
/// clone does not have.
///
/// Suites that read them carry `SharedCorpus.required`: without `../shared` they are skipped with one
/// line saying so, unless `CI=true`, where they run and fail, since CI must test against the corpora.
enum SharedCorpus {
    static let root = TemplateFixtures.packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
    static let first = root.appendingPathComponent("xib-corpus")
    static let second = root.appendingPathComponent("xib-corpus-2")

    static var isPresent: Bool { FileManager.default.fileExists(atPath: first.path) }
    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// Enables a suite when the corpora are there, or when CI demands them.
    static var required: ConditionTrait {
        .enabled(if: isPresent || isCI, "../shared is absent: the corpus tests are skipped (with CI=true they fail)")
    }

    /// The `.xib` files of one corpus, sorted; empty when it is absent.
    static func files(in corpus: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).filter { $0.hasSuffix(".xib") }.sorted()
    }
}

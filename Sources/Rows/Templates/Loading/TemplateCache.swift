import Foundation
import Typesetting

/// Templates by name, each read from its folder once and then kept: seed 001's nib manager, and what
/// `UINib` does for one NIB.
///
/// A name is a file name without `.xib` (`"Cell"` reads `Cell.xib`), as `nibWithNibName:` takes it; a
/// name that has an extension already is used as it is. The
/// copy with precomputed fitted sizes is kept under its own key, so asking for it again neither reads nor
/// measures. `loadCounts` says how often each file was read, which is how the tests prove "once".
///
/// Safe to share between threads (a lock guards the table); the templates themselves are immutable.
public final class TemplateCache: @unchecked Sendable {
    public let directory: URL
    private let lock = NSLock()
    private var templates: [Key: Template] = [:]
    private var counts: [String: Int] = [:]

    private struct Key: Hashable {
        let name: String
        let precomputed: Bool
    }

    public init(directory: URL) {
        self.directory = directory
    }

    /// The file a name refers to.
    public func url(forName name: String) -> URL {
        let file = directory.appendingPathComponent(name)
        return file.pathExtension.isEmpty ? file.appendingPathExtension("xib") : file
    }

    /// The template called `name`, read on first use.
    ///
    /// - Throws: `TemplateError` from reading it; a failure is not kept, so a later call reads again.
    public func template(named name: String) throws -> Template {
        if let cached = cached(Key(name: name, precomputed: false)) { return cached }
        let template = try TemplateReader.read(contentsOf: url(forName: name))
        return store(template, under: Key(name: name, precomputed: false), countingLoadOf: name)
    }

    /// The template called `name` with every shrink-to-fit label's fitted size worked out with
    /// `measurer` (`Template.precomputingFit`), made on first use from `template(named:)`.
    ///
    /// One cache serves one measurer: the copy is kept by name only, so asking with another measurer
    /// returns the sizes the first one worked out.
    public func precomputedTemplate(named name: String, measurer: TextMeasuring) throws -> Template {
        let key = Key(name: name, precomputed: true)
        if let cached = cached(key) { return cached }
        return store(try template(named: name).precomputingFit(measurer: measurer), under: key, countingLoadOf: nil)
    }

    /// How many times each name's file has been read.
    public var loadCounts: [String: Int] {
        lock.lock()
        defer { lock.unlock() }
        return counts
    }

    private func cached(_ key: Key) -> Template? {
        lock.lock()
        defer { lock.unlock() }
        return templates[key]
    }

    /// Keeps `template` unless another thread stored one first, and returns the one kept.
    private func store(_ template: Template, under key: Key, countingLoadOf name: String?) -> Template {
        lock.lock()
        defer { lock.unlock() }
        if let name { counts[name, default: 0] += 1 }
        if let existing = templates[key] { return existing }
        templates[key] = template
        return template
    }
}

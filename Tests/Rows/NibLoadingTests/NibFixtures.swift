import Foundation
import NIB
import NibCompiler
import NibLoading
import Templates
import TestFixtures
import TestSupport
import Typesetting
import Views

/// Paths and helpers shared by the nib tests.
enum NibFixtures {
    static let packageRoot = PackagePaths.root
    static let templates = packageRoot.appendingPathComponent("templates")
    static let shared = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")

    /// Every XIB of the two corpora in `../shared`, as `folder/file`; empty when `../shared` is absent (the
    /// tests that use it carry `SharedFolder.needed`: skipped with their reason on a bare clone, required
    /// under `CI=true`).
    static func corpusFiles() -> [String] {
        ["xib-corpus", "xib-corpus-2"].flatMap { folder in SharedFolder.xibFiles(in: folder).map { "\(folder)/\($0)" } }
    }

    static func corpusURL(_ name: String) -> URL { shared.appendingPathComponent(name) }

    static func measurer() throws -> FreeTypeMeasurer {
        try FreeTypeMeasurer(
            substitutions: try FontSubstitutions.load(
                path: templates.appendingPathComponent("font-substitutions.tsv").path))
    }

    /// Compiles a template to bytes and reads them back through the container's strict reader.
    static func compiled(
        _ template: Template, precomputeWith measurer: TextMeasuring? = nil,
        registry: NibClassRegistry = .standard
    ) throws -> Nib {
        let archive = try NibCompiler.compile(template, precomputeWith: measurer, registry: registry)
        return try Nib(bytes: archive.bytes(), file: template.fileName + ".nib", registry: registry)
    }

    /// Placeholder identifiers other than the owner and first responder, each given a recorder.
    static func externals(of template: Template) -> [String: AnyObject] {
        var objects: [String: AnyObject] = [:]
        for placeholder in template.placeholders {
            if case .external(let name) = placeholder.role { objects[name] = OutletRecorder() }
        }
        return objects
    }
}

/// A label subclass that counts `awakeFromNib`, registered under a custom class name.
final class AwakeCountingLabel: Label {
    nonisolated(unsafe) static var awakenings = 0
    var awakeCount = 0
    override func awakeFromNib() { awakeCount += 1; Self.awakenings += 1 }
}

import Foundation
import NibCompiler
import NibLoading
import Results
import Templates
import Typesetting

/// The folder of nibs a run's nib variants load, compiled from the XIBs when the run starts (as Xcode
/// compiles them when an app is built): `Cell.nib`, `Cell2.nib`, `Cell.precomputed.nib`, and for a
/// `--template` run `custom.nib` and `custom.precomputed.nib`.
///
/// A temporary folder made here is removed when the last reference goes; a run's folder (inside its
/// unfinished run folder, so an interrupted run removes it too) and one handed to a worker are left to
/// their owners.
public final class CompiledNibs: @unchecked Sendable {
    public let directory: URL
    private let owned: Bool
    private let lock = NSLock()

    /// A new, empty temporary folder, removed on deinit.
    public init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("nib-or-not-nibs-\(getpid())-\(UInt32.random(in: 0 ... .max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        owned = true
    }

    /// A new folder at `directory`, which its creator removes (a run's, inside its unfinished run folder).
    public init(creating directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        self.directory = directory
        owned = false
    }

    /// A folder someone else made and filled.
    public init(existing directory: URL) {
        self.directory = directory
        owned = false
    }

    deinit {
        if owned { try? FileManager.default.removeItem(at: directory) }
    }

    /// The file a variant loads: compiled from `xib` now unless it is already there.
    ///
    /// A compiled nib given as the user's template (`run --template FILE.nib`) is the file loaded, as it
    /// is: nothing is compiled or copied.
    public func nib(for variant: Variant, xib: URL, measurer: TextMeasuring) throws -> URL {
        if variant.isCustomTemplate, TemplateFileKind.of(xib) == .nib {
            guard !variant.nibIsPrecomputed else {
                throw BuildError.compiledNibVariant(variant: variant.name, file: xib.lastPathComponent)
            }
            return xib
        }
        let base = variant.isCustomTemplate ? "custom" : variant.templateName
        return try file(named: base + (variant.nibIsPrecomputed ? ".precomputed.nib" : ".nib")) { url in
            let template = try TemplateReader.read(contentsOf: xib)
            let archive = try NibCompiler.compile(template, precomputeWith: variant.nibIsPrecomputed ? measurer : nil)
            try NibFileWriter.write(archive.bytes(), to: url, input: xib)
        }
    }

    /// The file `name` in this folder, written by `write` unless it is there. One writer at a time, so
    /// two threads asking for the same nib never race on its file.
    func file(named name: String, orWrite write: (URL) throws -> Void) throws -> URL {
        let url = directory.appendingPathComponent(name)
        lock.lock()
        defer { lock.unlock() }
        if !FileManager.default.fileExists(atPath: url.path) { try write(url) }
        return url
    }

    /// Compiles every nib `variants` need, so workers only read them.
    public func prepare(_ variants: [Variant], catalog: VariantCatalog) throws {
        for variant in variants where variant.construction.isNib {
            _ = try nib(for: variant, xib: catalog.templateURL(for: variant), measurer: catalog.measurer)
        }
    }
}

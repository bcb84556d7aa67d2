import Foundation
import NibLoading
import Results
import Templates
import Typesetting

/// Makes a ready `RowFactory` for each variant from one folder of templates (and, for a run with
/// `--template`, the user's template file) and one text measurer.
///
/// Work that a variant does once, not per row (parsing for the cached variants, parsing and fitting
/// for the precomputed one), happens here, outside what the harness times. The cached variants take
/// their parsed templates from a `TemplateCache`, so each file is read once however many variants use
/// it, and the precomputed copy is kept under its own key.
public struct VariantCatalog {
    public let templatesDirectory: URL
    public let measurer: TextMeasuring
    /// The user's template for the `.../as-designed` variants; nil when the run measures the seed's row.
    public let templateFile: URL?
    /// The parsed templates of `templatesDirectory`.
    public let cache: TemplateCache
    /// The parsed template of `templateFile`, cached by its name in its own folder.
    public let customCache: TemplateCache?
    /// Where the nib variants' compiled nibs are; nil: compiled on first use into a temporary folder.
    private let nibDirectory: URL?
    private let nibs = LazyNibs()

    public init(templatesDirectory: URL, measurer: TextMeasuring, templateFile: URL? = nil, nibDirectory: URL? = nil) {
        self.templatesDirectory = templatesDirectory
        self.measurer = measurer
        self.templateFile = templateFile
        self.nibDirectory = nibDirectory
        cache = TemplateCache(directory: templatesDirectory)
        customCache = templateFile.map { TemplateCache(directory: $0.deletingLastPathComponent()) }
    }

    /// The compiled nibs: the run's folder, or one made on first use.
    public func compiledNibs() throws -> CompiledNibs {
        try nibs.get { try nibDirectory.map { CompiledNibs(existing: $0) } ?? CompiledNibs() }
    }

    public func templateURL(for variant: Variant) -> URL {
        if variant.isCustomTemplate, let templateFile { return templateFile }
        return templatesDirectory.appendingPathComponent(variant.templateFileName)
    }

    /// The factory for a variant or self-check workload named `name`.
    public func makeFactory(named name: String) throws -> RowFactory {
        if let workload = SyntheticWorkload.named(name) { return workload }
        if let sweep = SweepVariant(name: name) { return try makeFactory(for: sweep) }
        guard let variant = Variant(name: name) else { throw BuildError.unknownVariant(name) }
        return try makeFactory(for: variant)
    }

    public func makeFactory(for variant: Variant) throws -> RowFactory {
        let toolkit = variant.construction.toolkit
        guard toolkit.isModel else { throw BuildError.toolkitVariant(name: variant.name, toolkit: toolkit.name) }
        if variant.construction == .code {
            return CodeRowFactory(fit: variant.fit == .fit, measurer: measurer)
        }
        if variant.construction == .flat {
            return FlatRowFactory(fit: variant.fit == .fit, measurer: measurer)
        }
        if variant.construction == .flatNibCached {
            return CachedNibFactory(
                nib: try Nib(contentsOf: try compiledNibs().flatNib(fit: variant.fit == .fit)), measurer: measurer)
        }
        if variant.isCustomTemplate, templateFile == nil { throw BuildError.noCustomTemplate(variant: variant.name) }
        let url = templateURL(for: variant)
        guard FileManager.default.fileExists(atPath: url.path) else { throw BuildError.missingTemplate(path: url.path) }
        if variant.isCustomTemplate, !variant.construction.isNib, TemplateFileKind.of(url) == .nib {
            throw BuildError.compiledNibVariant(variant: variant.name, file: url.lastPathComponent)
        }
        let (cache, name) =
            variant.isCustomTemplate
            ? (customCache!, url.lastPathComponent) : (self.cache, variant.templateName)
        // The seed's row comes through the seed's owner; a user's template through one that takes any outlet.
        let owner: TemplateRow.Owner = variant.isCustomTemplate ? .recorder : .cellLoader
        switch variant.construction {
        case .nib:
            let nibs = try compiledNibs()
            return LoadedNibFactory(
                url: try nibs.nib(for: variant, xib: url, measurer: measurer), owner: owner, measurer: measurer,
                folder: nibs)
        case .nibCached, .nibPrecomputed:
            let nib = try Nib(contentsOf: try compiledNibs().nib(for: variant, xib: url, measurer: measurer))
            return CachedNibFactory(nib: nib, owner: owner, measurer: measurer)
        case .templateUncached:
            return UncachedTemplateFactory(url: url, owner: owner, measurer: measurer)
        case .templateCached:
            return CachedTemplateFactory(template: try cache.template(named: name), owner: owner, measurer: measurer)
        case .templatePrecomputed:
            return CachedTemplateFactory(
                template: try cache.precomputedTemplate(named: name, measurer: measurer),
                owner: owner, measurer: measurer)
        default:
            // A model construction the model declares but this catalog cannot build: a programming error.
            preconditionFailure("the model's catalog has no factory for \(variant.construction)")
        }
    }
}

/// The catalog's compiled nibs, made once on first use (the catalog is a value; this box is shared by copies).
final class LazyNibs: @unchecked Sendable {
    private var made: CompiledNibs?
    private let lock = NSLock()

    func get(_ make: () throws -> CompiledNibs) throws -> CompiledNibs {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let fresh = try make()
        made = fresh
        return fresh
    }
}

import Foundation
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

    public init(templatesDirectory: URL, measurer: TextMeasuring, templateFile: URL? = nil) {
        self.templatesDirectory = templatesDirectory
        self.measurer = measurer
        self.templateFile = templateFile
        cache = TemplateCache(directory: templatesDirectory)
        customCache = templateFile.map { TemplateCache(directory: $0.deletingLastPathComponent()) }
    }

    public func templateURL(for variant: Variant) -> URL {
        if variant.isCustomTemplate, let templateFile { return templateFile }
        return templatesDirectory.appendingPathComponent(variant.templateFileName)
    }

    /// The factory for a variant or self-check workload named `name`.
    public func makeFactory(named name: String) throws -> RowFactory {
        if let workload = SyntheticWorkload.named(name) { return workload }
        guard let variant = Variant(name: name) else { throw BuildError.unknownVariant(name) }
        return try makeFactory(for: variant)
    }

    public func makeFactory(for variant: Variant) throws -> RowFactory {
        if variant.construction == .code {
            return CodeRowFactory(fit: variant.fit == .fit, measurer: measurer)
        }
        if variant.isCustomTemplate, templateFile == nil { throw BuildError.noCustomTemplate(variant: variant.name) }
        let url = templateURL(for: variant)
        guard FileManager.default.fileExists(atPath: url.path) else { throw BuildError.missingTemplate(path: url.path) }
        let (cache, name) = variant.isCustomTemplate
            ? (customCache!, url.lastPathComponent) : (self.cache, variant.templateName)
        // The seed's row comes through the seed's owner; a user's template through one that takes any outlet.
        let owner: TemplateRow.Owner = variant.isCustomTemplate ? .recorder : .cellLoader
        switch variant.construction {
        case .code:
            preconditionFailure("handled above")
        case .templateUncached:
            return UncachedTemplateFactory(url: url, owner: owner, measurer: measurer)
        case .templateCached:
            return CachedTemplateFactory(template: try cache.template(named: name), owner: owner, measurer: measurer)
        case .templatePrecomputed:
            return CachedTemplateFactory(template: try cache.precomputedTemplate(named: name, measurer: measurer),
                                         owner: owner, measurer: measurer)
        }
    }
}

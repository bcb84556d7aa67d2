import Foundation
import Templates
import Typesetting

/// Makes a ready `RowFactory` for each variant from one folder of templates and one text measurer.
///
/// Work that a variant does once, not per row (parsing for the cached variants, parsing and fitting
/// for the precomputed one), happens here, outside what the harness times.
public struct VariantCatalog {
    public let templatesDirectory: URL
    public let measurer: TextMeasuring

    public init(templatesDirectory: URL, measurer: TextMeasuring) {
        self.templatesDirectory = templatesDirectory
        self.measurer = measurer
    }

    public func templateURL(for variant: Variant) -> URL {
        templatesDirectory.appendingPathComponent(variant.templateFileName)
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
        let url = templateURL(for: variant)
        guard FileManager.default.fileExists(atPath: url.path) else { throw BuildError.missingTemplate(path: url.path) }
        switch variant.construction {
        case .code:
            preconditionFailure("handled above")
        case .templateUncached:
            return UncachedTemplateFactory(url: url, measurer: measurer)
        case .templateCached:
            return CachedTemplateFactory(template: try TemplateReader.read(contentsOf: url), measurer: measurer)
        case .templatePrecomputed:
            let template = try TemplateReader.read(contentsOf: url).precomputingFit(measurer: measurer)
            return CachedTemplateFactory(template: template, measurer: measurer)
        }
    }
}

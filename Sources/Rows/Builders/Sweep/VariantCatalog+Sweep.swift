import Foundation
import NibCompiler
import NibLoading
import Results
import Templates
import Typesetting
import Views

extension VariantCatalog {
    /// The factory for a point of the sweep. Parsing for the cached template happens here, once.
    public func makeFactory(for sweep: SweepVariant) throws -> RowFactory {
        let fit = sweep.fit == .fit
        let toolkit = sweep.construction.toolkit
        guard toolkit.isModel else { throw BuildError.toolkitVariant(name: sweep.name, toolkit: toolkit.name) }
        switch sweep.construction {
        case .code:
            guard let make = SweepRows.code(labels: sweep.labels) else {
                throw BuildError.noSweepRow(labels: sweep.labels)
            }
            return GeneratedRowFactory(make: make, fit: fit, measurer: measurer)
        case .flat:
            guard let make = SweepRows.flat(labels: sweep.labels) else {
                throw BuildError.noSweepRow(labels: sweep.labels)
            }
            return GeneratedRowFactory(make: make, fit: fit, measurer: measurer)
        case .nibCached, .nib:
            let xib = templatesDirectory.appendingPathComponent(sweep.templateName + ".xib")
            guard FileManager.default.fileExists(atPath: xib.path) else {
                throw BuildError.missingTemplate(path: xib.path)
            }
            let url = try compiledNibs().sweepNib(sweep, xib: xib)
            if sweep.construction == .nib {
                return LoadedNibFactory(url: url, measurer: measurer, folder: try compiledNibs())
            }
            return CachedNibFactory(nib: try Nib(contentsOf: url), measurer: measurer)
        case .templateCached, .templateUncached:
            let url = templatesDirectory.appendingPathComponent(sweep.templateName + ".xib")
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw BuildError.missingTemplate(path: url.path)
            }
            if sweep.construction == .templateUncached { return UncachedTemplateFactory(url: url, measurer: measurer) }
            return CachedTemplateFactory(template: try cache.template(named: sweep.templateName), measurer: measurer)
        default:
            // A construction the model declares as sweepable but this catalog cannot build: a programming error.
            preconditionFailure("the model's catalog has no sweep factory for \(sweep.construction)")
        }
    }
}

/// Builds a generated row (code or flat) and lays it out.
final class GeneratedRowFactory: RowFactory {
    private let make: (Bool) -> TableViewCell
    private let fit: Bool
    private let measurer: TextMeasuring

    init(make: @escaping (Bool) -> TableViewCell, fit: Bool, measurer: TextMeasuring) {
        self.make = make
        self.fit = fit
        self.measurer = measurer
    }

    func makeRow() throws -> View {
        let cell = make(fit)
        try cell.layoutIfNeeded(measurer: measurer)
        return cell
    }
}

extension CompiledNibs {
    /// The sweep row's nib (`sweep-RowN.nib`, `sweep-RowN-nofit.nib`) in this folder, compiled from its XIB
    /// now unless it is there, as Xcode compiles XIBs when it builds an app.
    func sweepNib(_ sweep: SweepVariant, xib: URL) throws -> URL {
        try file(named: sweep.templateName.replacingOccurrences(of: "/", with: "-") + ".nib") { url in
            try NibFileWriter.write(
                try NibCompiler.compile(try TemplateReader.read(contentsOf: xib)).bytes(), to: url, input: xib)
        }
    }
}

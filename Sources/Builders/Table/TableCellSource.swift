import Foundation
import Templates
import Views

/// How a table of the seed's rows gets a new cell when its queue has none (issue 14's constructions).
public enum TableCellSource: String, CaseIterable, Sendable {
    /// A registered cell class: `CodeRowBuilder` builds the row.
    case code
    /// A registered cell class whose row is flattened (`FlatRowBuilder`).
    case flat
    /// A registered nib parsed once and kept (`template-cached`, like registering a `UINib`).
    case nibCached = "nib-cached"
    /// A registered nib read and parsed for every new cell (`template-uncached`, like `loadNibNamed`).
    case nib
    /// Seed 003's cell factory: no registration; the data source dequeues the old way and, when the queue
    /// is empty, asks a factory that instantiates the cached template and picks the cell by class and
    /// reuse identifier.
    case factory

    /// The registration for this source (nil for the factory, which registers nothing). `fit` picks
    /// `Cell.xib` or `Cell2.xib` and the builders' setting.
    public func registration(fit: Bool, templatesDirectory: URL, cache: TemplateCache) throws -> CellRegistration? {
        let name = fit ? "Cell" : "Cell2"
        switch self {
        case .code: return .cellClass { CodeRowBuilder.makeCell(fit: fit) }
        case .flat: return .cellClass { FlatRowBuilder.makeCell(fit: fit) }
        case .nibCached:
            let template = try cache.template(named: name)
            return .nib { try template.instantiate(owner: nil) }
        case .nib:
            let url = templatesDirectory.appendingPathComponent(name + ".xib")
            return .nib { try TemplateReader.read(contentsOf: url).instantiate(owner: nil) }
        case .factory: return nil
        }
    }
}

import Foundation
import NibLoading
import Results
import Templates
import Typesetting
import Views

/// How a table of the seed's rows gets a new cell when its queue has none (issue 14's constructions).
public enum TableCellSource: String, CaseIterable, Sendable {
    /// A registered cell class: `CodeRowBuilder` builds the row.
    case code
    /// A registered cell class whose row is flattened (`FlatRowBuilder`).
    case flat
    /// A registered nib (`Cell.nib`, compiled from `Cell.xib`) read and indexed once, each new cell decoded
    /// from it, like registering a `UINib`.
    case nibCached = "nib-cached"
    /// The same nib read from disk, indexed and decoded for every new cell, like `loadNibNamed`.
    case nib
    /// Seed 003's cell factory: no registration; the data source dequeues the old way and, when the queue
    /// is empty, asks a factory that instantiates the cached XIB template and picks the cell by class and
    /// reuse identifier.
    case factory

    /// The registration for this source (nil for the factory, which registers nothing). `fit` picks
    /// `Cell.xib` or `Cell2.xib` and the builders' setting.
    /// The nibs are compiled from the XIBs into `nibs` when the registration is made (as Xcode compiles them
    /// when it builds the app), not while cells are made.
    public func registration(
        fit: Bool, templatesDirectory: URL, nibs: CompiledNibs, measurer: TextMeasuring
    ) throws
        -> CellRegistration?
    {
        let variant = Variant(.nibCached, fit ? .fit : .nofit)
        switch self {
        case .code: return .cellClass { CodeRowBuilder.makeCell(fit: fit) }
        case .flat: return .cellClass { FlatRowBuilder.makeCell(fit: fit) }
        case .nibCached:
            let nib = try Nib(
                contentsOf: try nibs.nib(
                    for: variant, xib: templatesDirectory.appendingPathComponent(variant.templateFileName),
                    measurer: measurer))
            return .nib { try nib.instantiate(owner: nil) }
        case .nib:
            let path = try nibs.nib(
                for: variant, xib: templatesDirectory.appendingPathComponent(variant.templateFileName),
                measurer: measurer
            ).path
            return .nib {
                withExtendedLifetime(nibs) {}; return try loadNib(path: path, owner: nil)
            }
        case .factory: return nil
        }
    }
}

import Foundation
import Templates
import Toolkit
import Typesetting
import Views

/// Something that builds one complete row per call: what the harness times.
///
/// Every factory finishes a row with `layoutIfNeeded(measurer:)`, so shrink-to-fit is worked out
/// inside the timed call wherever the row still needs it, and skipped only where a precomputed
/// template already carries the fitted sizes.
public protocol RowFactory: TimedRowFactory {
    func makeRow() throws -> View
}

extension RowFactory {
    /// The harness's view of a model row: the `View` itself, kept alive until the clock stops.
    public func makeTimedRow() throws -> AnyObject { try makeRow() }
}

/// A row written in code: a builder of the whole cell, as the seed's hand-written row is.
public protocol CellBuilder {
    static func makeCell(fit: Bool) -> TableViewCell
}

extension CodeRowBuilder: CellBuilder {}
extension FlatRowBuilder: CellBuilder {}

/// Builds the row with a `CellBuilder` and lays it out, fitting its texts. Generic rather than holding a
/// closure, so that the builder's call is specialised and direct inside the timed work.
public final class BuiltRowFactory<Builder: CellBuilder>: RowFactory {
    private let fit: Bool
    private let measurer: TextMeasuring

    public init(fit: Bool, measurer: TextMeasuring) {
        self.fit = fit
        self.measurer = measurer
    }

    public func makeRow() throws -> View {
        let cell = Builder.makeCell(fit: fit)
        try cell.layoutIfNeeded(measurer: measurer)
        return cell
    }
}

/// Builds the row in code (`CodeRowBuilder`).
public typealias CodeRowFactory = BuiltRowFactory<CodeRowBuilder>

/// Builds the flattened row in code (`FlatRowBuilder`).
public typealias FlatRowFactory = BuiltRowFactory<FlatRowBuilder>

/// Reads, parses and instantiates the template file for every row, like `loadNibNamed:owner:options:`.
public final class UncachedTemplateFactory: RowFactory {
    private let url: URL
    private let owner: TemplateRow.Owner
    private let measurer: TextMeasuring

    public init(url: URL, owner: TemplateRow.Owner = .cellLoader, measurer: TextMeasuring) {
        self.url = url
        self.owner = owner
        self.measurer = measurer
    }

    public func makeRow() throws -> View {
        try TemplateRow.make(from: try TemplateReader.read(contentsOf: url), owner: owner, measurer: measurer)
    }
}

/// Instantiates a template parsed once and kept in memory, like `UINib`; with a precomputed template,
/// the labels arrive with their fitted sizes and no text is measured.
public final class CachedTemplateFactory: RowFactory {
    private let template: Template
    private let owner: TemplateRow.Owner
    private let measurer: TextMeasuring

    public init(template: Template, owner: TemplateRow.Owner = .cellLoader, measurer: TextMeasuring) {
        self.template = template
        self.owner = owner
        self.measurer = measurer
    }

    public func makeRow() throws -> View {
        try TemplateRow.make(from: template, owner: owner, measurer: measurer)
    }
}

/// The seed's way of taking the row out of a template: the owner's `loadedCell` outlet, or else the
/// first top-level view.
public enum TemplateRow {
    /// Which File's Owner a row is loaded with.
    public enum Owner: Sendable {
        /// The seed's `CellLoader`, whose only outlet is `loadedCell`: for `Cell.xib` and `Cell2.xib`.
        case cellLoader
        /// An `OutletRecorder`, which takes any outlet: for users' templates, whose owners have their own.
        case recorder
    }

    public static func make(from template: Template, owner: Owner, measurer: TextMeasuring) throws -> View {
        let topLevel: [View], loaded: View?
        switch owner {
        case .cellLoader:
            let loader = CellLoader()
            topLevel = try template.instantiate(owner: loader)
            loaded = loader.loadedCell
        case .recorder:
            let recorder = OutletRecorder()
            topLevel = try template.instantiate(owner: recorder)
            loaded = recorder.loadedCell
        }
        guard let row = loaded ?? topLevel.first else { throw BuildError.noRow(template: template.fileName) }
        template.declareCustomFonts(to: measurer)  // one emptiness check for a template that declares none
        try row.layoutIfNeeded(measurer: measurer)
        return row
    }
}

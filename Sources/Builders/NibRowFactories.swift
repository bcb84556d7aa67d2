import Foundation
import NibLoading
import Templates
import Typesetting
import Views

/// Reads the compiled nib from disk, indexes and decodes it for every row, as
/// `loadNibNamed:owner:options:` does.
public final class LoadedNibFactory: RowFactory {
    private let path: String
    private let owner: TemplateRow.Owner
    private let measurer: TextMeasuring
    /// The folder the nib is in, kept (and so not removed) while rows are read from it.
    private let folder: CompiledNibs?

    public init(url: URL, owner: TemplateRow.Owner = .cellLoader, measurer: TextMeasuring, folder: CompiledNibs? = nil) {
        path = url.path
        self.owner = owner
        self.measurer = measurer
        self.folder = folder
        // The nib's own fonts, read once here rather than per row: those this machine lacks get stand-ins.
        (try? Nib(contentsOf: url))?.index.declareFonts(to: measurer)
    }

    public func makeRow() throws -> View {
        try NibRow.make(owner: owner, file: path, measurer: measurer) { try loadNib(path: path, owner: $0) }
    }
}

/// Decodes every row from a nib read and indexed once, as `UINib` and `instantiate(withOwner:options:)`
/// do; with a precomputed nib the labels arrive with their fitted sizes and no text is measured.
public final class CachedNibFactory: RowFactory {
    private let nib: Nib
    private let owner: TemplateRow.Owner
    private let measurer: TextMeasuring

    public init(nib: Nib, owner: TemplateRow.Owner = .cellLoader, measurer: TextMeasuring) {
        self.nib = nib
        self.owner = owner
        self.measurer = measurer
        nib.index.declareFonts(to: measurer)
    }

    public func makeRow() throws -> View {
        try NibRow.make(owner: owner, file: nib.index.file, measurer: measurer) { try nib.instantiate(owner: $0) }
    }
}

/// The seed's way of taking the row out of a nib, as `TemplateRow` does for templates: the owner's
/// `loadedCell` outlet, or else the first top-level view.
enum NibRow {
    static func make(owner: TemplateRow.Owner, file: String, measurer: TextMeasuring,
                     instantiate: (NibOutletOwner) throws -> [View]) throws -> View {
        let topLevel: [View], loaded: View?
        switch owner {
        case .cellLoader:
            let loader = CellLoader()
            topLevel = try instantiate(loader)
            loaded = loader.loadedCell
        case .recorder:
            let recorder = OutletRecorder()
            topLevel = try instantiate(recorder)
            loaded = recorder.loadedCell
        }
        guard let row = loaded ?? topLevel.first else { throw BuildError.noRow(template: file) }
        try row.layoutIfNeeded(measurer: measurer)
        return row
    }
}

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
    /// For a user's nib, a stand-in for each external object its proxies name (a storyboard scene's).
    private let externals: [String: AnyObject]

    public init(url: URL, owner: TemplateRow.Owner = .cellLoader, measurer: TextMeasuring, folder: CompiledNibs? = nil)
    {
        path = url.path
        self.owner = owner
        self.measurer = measurer
        self.folder = folder
        // The nib's own fonts and external objects, read once here rather than per row: fonts this machine
        // lacks get stand-ins.
        let nib = try? Nib(contentsOf: url)
        nib?.index.declareFonts(to: measurer)
        externals = owner == .recorder ? NibRow.externals(nib?.externalObjectIdentifiers ?? []) : [:]
    }

    public func makeRow() throws -> View {
        try NibRow.make(owner: owner, file: path, measurer: measurer) { [externals] in
            try loadNib(path: path, owner: $0, externalObjects: externals)
        }
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
        externals = owner == .recorder ? NibRow.externals(nib.externalObjectIdentifiers) : [:]
    }

    /// For a user's nib, a stand-in for each external object its proxies name (a storyboard scene's).
    private let externals: [String: AnyObject]

    public func makeRow() throws -> View {
        try NibRow.make(owner: owner, file: nib.index.file, measurer: measurer) { [externals] in
            try nib.instantiate(owner: $0, externalObjects: externals)
        }
    }
}

/// The seed's way of taking the row out of a nib, as `TemplateRow` does for templates: the owner's
/// `loadedCell` outlet, or else the first top-level view.
enum NibRow {
    /// An outlet recorder for each external object a user's nib names: a storyboard scene's placeholders
    /// (`UIStoryboardPlaceholder`, `UpstreamPlaceholder-...`), given as UIKit's storyboard gives them.
    static func externals(_ names: [String]) -> [String: AnyObject] {
        var externals: [String: AnyObject] = [:]
        for name in names { externals[name] = OutletRecorder() }
        return externals
    }

    static func make(
        owner: TemplateRow.Owner, file: String, measurer: TextMeasuring,
        instantiate: (NibOutletOwner) throws -> [View]
    ) throws -> View {
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

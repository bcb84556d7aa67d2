import Foundation
import NIB
import NibLoading
import Templates
import Typesetting
import Views

/// `inspect FILE.nib`: instantiates any nib ibtool or the project writes, with a recorder for File's
/// Owner and for every external object a storyboard scene names, and lists what the tree does not show.
enum NibInspection {
    /// The top-level views and the lines to print after them. A macOS nib prints its `NSIBObjectData`
    /// summary, then fails with the decoder's one line naming AppKit.
    static func instantiate(
        _ url: URL, strict: Bool = false, measurer: TextMeasuring? = nil,
        traits: NibTraitEnvironment = .default
    ) throws -> (views: [View], notes: [String]) {
        let nib: Nib
        do { nib = try Nib(contentsOf: url, strict: strict) } catch let error as NibLoadingError {
            if let bytes = FileManager.default.contents(atPath: url.path),
                let archive = try? NIBArchive(bytes: [UInt8](bytes)),
                let summary = MacNibSummary(archive: archive)
            {
                summary.lines.forEach { print($0) }
            }
            throw error
        }
        if let measurer { nib.index.declareFonts(to: measurer) }
        var externals: [String: AnyObject] = [:]
        for name in nib.externalObjectIdentifiers { externals[name] = OutletRecorder() }
        let instance = try nib.instantiateObjects(owner: OutletRecorder(), externalObjects: externals, traits: traits)
        var notes = instance.keptObjects.map { "kept, not run: \($0)" }
        if let traits = instance.traits { notes.append(traits.summary) }
        func tables(_ view: View) -> [TableView] {
            ((view as? TableView).map { [$0] } ?? []) + view.subviews.flatMap(tables)
        }
        for table in instance.views.flatMap(tables) {
            notes.append(
                "table view prototype cells registered for reuse: "
                    + table.registeredReuseIdentifiers.joined(separator: ", "))
        }
        if !instance.otherObjects.isEmpty {
            notes.append(
                "other top-level objects: " + instance.otherObjects.map { "\(type(of: $0))" }.joined(separator: ", "))
        }
        if let line = nib.index.notModelledLine() { notes.append(line) }
        if let line = nib.index.unreadKeysLine() { notes.append(line) }
        return (instance.views, notes)
    }
}

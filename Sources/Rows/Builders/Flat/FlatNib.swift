import Foundation
import NIB
import NibCompiler
import NibLoading
import Results
import Views

/// The flattened row as a compiled nib, as Xcode would compile a XIB whose cell holds one view of the
/// custom class `FlatRowView`: the cell, its content view, and the flat view archived through a
/// `UIClassSwapper` with its items (docs/nib-coding.md), owned by the seed's `CellLoader` through its
/// `loadedCell` outlet, as `Cell.xib` is.
///
/// Written from the row `FlatRowBuilder` builds rather than from a XIB, because a XIB cannot hold a custom
/// view's own data; the root object follows `NibCompiler`'s layout (proxies, objects, connections).
public enum FlatNib {
    public static func archive(fit: Bool) throws -> NIBArchive {
        let cell = FlatRowBuilder.makeCell(fit: fit)
        let coder = NibEncoder()
        for view in cell.contentView.subviews where view is FlatRowView {
            coder.overrideClass(of: view, as: "UIView")
            coder.setCustomClass("FlatRowView", of: view)
        }
        try coder.addObject(className: "NSObject") {
            var proxies: [Int] = []
            for identifier in ["IBFilesOwner", "IBFirstResponder"] {
                proxies.append(
                    coder.addObject(className: "UIProxyObject") {
                        coder.encodeString(identifier, forKey: "UIProxiedObjectIdentifier")
                    })
            }
            let cellIndex = try coder.reference(to: cell)
            coder.encodeCollection(proxies + [cellIndex], forKey: "UINibTopLevelObjectsKey") { $0 }
            let views = [cell, cell.contentView] + cell.contentView.subviews
            coder.encodeCollection(proxies + (try views.map { try coder.reference(to: $0) }), forKey: "UINibObjectsKey")
            { $0 }
            let outlet = coder.addObject(className: "UIRuntimeOutletConnection") {
                coder.encodeString("loadedCell", forKey: "UILabel")
                coder.encode(.object(proxies[0]), forKey: "UISource")
                coder.encode(.object(cellIndex), forKey: "UIDestination")
            }
            coder.encodeCollection([outlet], forKey: "UINibConnectionsKey") { $0 }
            let empty = coder.collectionReference([Int]()) { $0 }
            for key in [
                "UINibVisibleWindowsKey", "UINibAccessibilityConfigurationsKey", "UINibTraitStorageListsKey",
                "UINibKeyValuePairsKey",
            ] {
                coder.encode(.object(empty), forKey: key)
            }
        }
        return coder.build()
    }
}

extension CompiledNibs {
    /// `FlatCell.nib` (or `FlatCell2.nib` without fit) in this folder, written now unless it is there.
    public func flatNib(fit: Bool) throws -> URL {
        try file(named: fit ? "FlatCell.nib" : "FlatCell2.nib") { url in
            // Atomic, so a worker never reads a half-written file.
            try Data(try FlatNib.archive(fit: fit).bytes()).write(to: url, options: .atomic)
        }
    }
}

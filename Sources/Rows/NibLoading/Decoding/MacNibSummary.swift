import NIB

/// What a macOS nib holds, read from its `NSIBObjectData` (AppKit's container for the top-level objects,
/// the connections and the object graph; notes §1.7, §7.2) without making any AppKit object.
///
/// The model stands in for UIKit's views only, so a macOS nib is not decoded: `NibIndex` refuses it in
/// one line that names AppKit and gives this summary, and `inspect` prints the summary in full.
///
/// The `NSIBObjectData` key names read here (`NSRoot`, `NSObjectsKeys`, `NSObjectsValues`,
/// `NSConnections`; a connector's `NSLabel`, `NSSource`, `NSDestination`) are those of AppKit's keyed
/// nibs; that NIBArchive nibs use the same ones is the project's assumption (docs/nib-coding.md). A
/// missing key leaves its part of the summary empty rather than failing.
public struct MacNibSummary: Equatable, Sendable {
    /// The class of `NSRoot` (File's Owner, usually `NSCustomObject`), when present.
    public var rootClass: String?
    /// Classes of the objects whose parent is the root: the nib's top-level objects, in archive order.
    public var topLevelClasses: [String] = []
    /// Each connection: its class, label, and the classes of its source and destination.
    public var connections: [String] = []
    /// Every class in the archive, in class-table order.
    public var classes: [String] = []

    /// The summary when object 0 holds `IB.objectdata`; nil for any other archive (an iOS nib).
    public init?(archive: NIBArchive) {
        guard !archive.objects.isEmpty, case .object(let data)? = archive.value(forKey: NIBArchive.macOSRootKey, of: 0),
            archive.objects.indices.contains(data)
        else { return nil }
        classes = archive.classes.map(\.name)
        func reference(_ key: String, of object: Int) -> Int? {
            guard case .object(let target)? = archive.value(forKey: key, of: object),
                archive.objects.indices.contains(target)
            else { return nil }
            return target
        }
        func elements(_ key: String) -> [Int] {
            guard let list = reference(key, of: data), archive.isInlinedCollection(list) else { return [] }
            return (try? archive.inlinedElements(of: list)) ?? []
        }
        let root = reference("NSRoot", of: data)
        rootClass = root.map(archive.className(of:))
        let children = elements("NSObjectsKeys"), parents = elements("NSObjectsValues")
        if let root, children.count == parents.count {
            topLevelClasses = zip(children, parents).filter { $0.1 == root && $0.0 != root }.map {
                archive.className(of: $0.0)
            }
        }
        connections = elements("NSConnections").map { connector in
            let label = reference("NSLabel", of: connector).flatMap { try? archive.string($0) } ?? "?"
            let source = reference("NSSource", of: connector).map(archive.className(of:)) ?? "?"
            let destination = reference("NSDestination", of: connector).map(archive.className(of:)) ?? "?"
            return "\(archive.className(of: connector)) '\(label)' from \(source) to \(destination)"
        }
    }

    /// One line for the refusal: what the nib holds and why it is not decoded.
    public var refusal: String {
        "is a macOS nib (its root holds IB.objectdata, AppKit's NSIBObjectData: \(topLevelClasses.count) "
            + "top-level objects, "
            + "\(connections.count) connections); this decoder builds UIKit's objects and has no stand-ins for AppKit's"
    }

    /// The summary as lines for `inspect`.
    public var lines: [String] {
        var lines = [
            "macOS nib (AppKit): root IB.objectdata -> NSIBObjectData; File's Owner (NSRoot): \(rootClass ?? "none")"
        ]
        lines.append("top-level objects (\(topLevelClasses.count)): " + topLevelClasses.joined(separator: ", "))
        lines.append("connections (\(connections.count)):")
        lines += connections.map { "  " + $0 }
        lines.append("classes (\(classes.count)): " + classes.joined(separator: ", "))
        return lines
    }
}

import Foundation
import NIB
import Views

/// A compiled nib read and indexed once and instantiated as often as wanted, like `UINib`: it keeps the
/// indexed decoder state (`NibIndex`), not the file's bytes, and every `instantiate` decodes every
/// object again.
public final class Nib {
    public let index: NibIndex
    /// Stands in for First Responder: actions sent to it get a nil target (the responder chain).
    private let firstResponder = NibPlaceholder()

    /// Reads `url`, checks the container and indexes it (`UINib(nibName:bundle:)` plus the first
    /// instantiation's `validateAndIndexData`).
    /// - Throws: `NibLoadingError` for a file that cannot be read, a malformed archive (the container's
    ///   error, with its byte offset) or an archive the registry cannot decode.
    /// With `strict`, an object of a class the registry does not know stops the load (`--strict`).
    public convenience init(contentsOf url: URL, registry: NibClassRegistry = .standard, strict: Bool = false) throws {
        try self.init(bytes: try Self.read(url), file: url.lastPathComponent, registry: registry, strict: strict)
    }

    public convenience init(
        bytes: [UInt8], file: String, registry: NibClassRegistry = .standard, strict: Bool = false
    ) throws {
        let archive: NIBArchive
        do { archive = try NIBArchive(bytes: bytes, file: file) } catch {
            throw NibLoadingError(file: error.file, offset: error.offset, reason: error.reason)
        }
        try self.init(index: NibIndex(archive: archive, file: file, registry: registry, strict: strict))
    }

    /// With a strict index (`--strict`), a key of a known class that no decoder reads is refused here,
    /// once per `Nib`, after a decoding that marks the keys read (`NibIndex.unreadKeys`).
    public init(index: NibIndex) throws {
        self.index = index
    }

    static func read(_ url: URL) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw NibLoadingError(file: url.lastPathComponent, reason: "cannot be read (no such file, or not readable)")
        }
        return [UInt8](data)
    }

    /// Decodes every object, connects outlets and actions, sends `awakeFromNib` and returns the top-level
    /// objects without the proxies, as `instantiate(withOwner:options:)` does (`externalObjects` is its
    /// `UINibExternalObjects` option). Top-level objects kept without being run (a storyboard scene's
    /// segue templates and placeholders) are left out; `instantiateObjects` returns them too.
    ///
    /// With a nil owner, connections to File's Owner connect nothing, as messaging nil does.
    /// - Throws: `NibLoadingError` for a malformed object graph, a proxy with no object, an outlet the
    ///   owner does not have (`setValue:forUndefinedKey:`), or a top-level object that is not a view.
    ///
    /// `traits` is the environment the nib's trait storage records are applied for (ibtool's iOS 13+
    /// nibs; `NibTraitEnvironment.default`, an iPhone in portrait, unless given).
    public func instantiate(
        owner: NibOutletOwner?, externalObjects: [String: AnyObject] = [:],
        traits: NibTraitEnvironment = .default
    ) throws -> [View] {
        try instantiateObjects(owner: owner, externalObjects: externalObjects, traits: traits).views
    }

    /// `instantiate`, returning also the top-level objects kept without being run, the root's trait
    /// storage lists (ibtool's iOS 13+ nibs) and what applying them for `traits` did.
    public func instantiateObjects(
        owner: NibOutletOwner?, externalObjects: [String: AnyObject] = [:],
        traits environment: NibTraitEnvironment = .default
    ) throws -> NibInstance {
        var proxies = externalObjects
        proxies["IBFilesOwner"] = owner ?? NibPlaceholder()
        proxies["IBFirstResponder"] = firstResponder
        let decoder = NibDecoder(index: index, proxies: proxies)
        let (connections, topLevel, objects, pairs, traits) = try decoder.onRoot {
            // The top-level objects first, in the order ibtool writes the keys: a connection to a layout
            // constraint reached before its view would meet the constraint again, in progress, through
            // the view's UIViewAutolayoutConstraints.
            let topLevel = try decoder.decodeArray(forKey: "UINibTopLevelObjectsKey") ?? []
            let connections = try decoder.decodeArray(forKey: "UINibConnectionsKey") ?? []
            _ = try decoder.decodeArray(forKey: "UINibVisibleWindowsKey")
            let objects = try decoder.decodeArray(forKey: "UINibObjectsKey") ?? []
            _ = try decoder.decodeArray(forKey: "UINibAccessibilityConfigurationsKey")
            let pairs = try decoder.decodeArray(forKey: "UINibKeyValuePairsKey")
            let traits = index.hasTraitStorageLists ? try decoder.decodeArray(forKey: "UINibTraitStorageListsKey") : nil
            return (connections, topLevel, objects, pairs, traits)
        }
        for element in connections {
            guard case .object(let object) = element, let connection = object as? NibConnection else {
                throw rootError("UINibConnectionsKey holds \(element.kindDescription), not a connection")
            }
            try connect(connection)
        }
        if let pairs, !pairs.isEmpty { try apply(pairs) }
        let externals = proxies.values.map(ObjectIdentifier.init)
        var instance = NibInstance()
        for element in topLevel {
            guard case .object(let object) = element else {
                throw rootError("UINibTopLevelObjectsKey holds \(element.kindDescription)")
            }
            if externals.contains(ObjectIdentifier(object)) { continue }
            if let view = object as? View {
                instance.views.append(view)
            } else if let kept = object as? NibKeptObject {
                instance.keptObjects.append(kept)
            } else if object is GestureRecognizer || !index.strict {
                // A gesture recognizer (ibtool lists a storyboard scene's among the top-level objects), or
                // another object of the model that UIKit returns there and the model builds no tree from.
                instance.otherObjects.append(object)
            } else {
                throw rootError(
                    """
                    UINibTopLevelObjectsKey holds a \(type(of: object)), and only views (and kept storyboard \
                    objects) can be top-level objects here
                    """
                )
            }
        }
        if let traits { instance.traitStorageLists = try keptObjects(traits, key: "UINibTraitStorageListsKey") }
        for element in objects {
            if case .object(let object) = element, let view = object as? View,
                !externals.contains(ObjectIdentifier(object))
            {
                view.awakeFromNib()
            }
        }
        // After awakeFromNib, as UIKit applies the records when a view first gets its trait collection.
        if !instance.traitStorageLists.isEmpty {
            instance.traits = try TraitStorageCoding.apply(
                instance.traitStorageLists, for: environment, file: index.file)
        }
        return instance
    }

    private func rootError(_ reason: String) -> NibLoadingError {
        NibLoadingError(
            file: index.file, offset: index.archive.offset(ofObject: 0), object: 0, className: "NSObject",
            reason: reason)
    }

    private func keptObjects(_ elements: [NibDecoded], key: String) throws -> [NibKeptObject] {
        try elements.map { element in
            guard case .object(let object) = element, let kept = object as? NibKeptObject else {
                throw rootError("\(key) holds \(element.kindDescription), not a trait storage list")
            }
            return kept
        }
    }

    /// Applies the root's `UINibKeyValuePair`s after the connections, as UIKit applies them before
    /// `awakeFromNib`: each becomes a runtime attribute of its view (docs/nib-coding.md).
    private func apply(_ pairs: [NibDecoded]) throws {
        for element in pairs {
            guard case .object(let object) = element, let pair = object as? NibKeyValuePair else {
                throw rootError("UINibKeyValuePairsKey holds \(element.kindDescription), not a UINibKeyValuePair")
            }
            if pair.object is NibPlaceholder { continue }
            if let view = pair.object as? View {
                view.userDefinedRuntimeAttributes.append(pair.attribute)
            } else if let kept = pair.object as? NibKeptObject {
                kept.runtimeAttributes.append(pair.attribute)
            } else if !index.strict {
                continue  // set on a constraint or recognizer: nothing of the model's keeps it
            } else {
                throw NibLoadingError(
                    file: index.file, offset: index.archive.offset(ofObject: pair.objectIndex),
                    object: pair.objectIndex,
                    className: "UINibKeyValuePair",
                    reason:
                        """
                        sets '\(pair.attribute.keyPath)' on a \(type(of: pair.object)), which the model cannot \
                        keep runtime attributes for
                        """
                )
            }
        }
    }

    private func connect(_ connection: NibConnection) throws {
        let source = connection.source, destination = connection.destination
        if case .outlet = connection.kind {
        } else if case .outletCollection = connection.kind {
        } else {
            if let kept = source as? NibKeptObject {  // a bar button item's action: kept, never sent
                kept.actions.append(connection.label)
                return
            }
            if let standIn = source as? NibStandInView, !index.strict {
                standIn.actions.append(connection.label)
                return
            }
        }
        func fail(_ reason: String) -> NibLoadingError {
            NibLoadingError(
                file: index.file, offset: index.archive.offset(ofObject: connection.objectIndex),
                object: connection.objectIndex,
                className: connection.className, reason: reason)
        }
        switch connection.kind {
        case .action(let event):
            guard let control = source as? Control else {
                throw fail("sends action '\(connection.label)' from a \(type(of: source)), which is not a control")
            }
            control.addAction(connection.label, target: destination is NibPlaceholder ? nil : destination, for: event)
            return
        case .recognizerAction:
            guard let recognizer = source as? GestureRecognizer else {
                throw fail(
                    "sends action '\(connection.label)' from a \(type(of: source)), which is not a gesture recognizer")
            }
            recognizer.actions.append(
                GestureRecognizer.TargetAction(
                    selector: connection.label, target: destination is NibPlaceholder ? nil : destination))
            return
        case .outletCollection:
            return try connectCollection(connection, fail: fail)
        case .outlet:
            break
        }
        if source is NibPlaceholder || destination is NibPlaceholder { return }
        if let view = source as? View {
            view.outlets.append(Outlet(name: connection.label, destination: destination))
            return
        }
        if let kept = source as? NibKeptObject {
            kept.outlets.append(Outlet(name: connection.label, destination: destination))
            return
        }
        guard let owner = source as? NibOutletOwner else {
            throw fail(
                """
                sets outlet '\(connection.label)' on a \(type(of: source)), which takes no outlets; pass an \
                object that does
                """
            )
        }
        guard owner.connect(outlet: connection.label, to: destination) else {
            throw fail(
                """
                sets outlet '\(connection.label)', but the owner (\(type(of: owner))) has no such key for a \
                \(type(of: destination)) (setValue:forUndefinedKey:)
                """
            )
        }
    }

    /// Appends to an outlet collection; a view's `gestureRecognizers` attaches the recognizer, as UIKit's does.
    private func connectCollection(_ connection: NibConnection, fail: (String) -> NibLoadingError) throws {
        try connectCollection(connection, member: connection.destination, fail: fail)
        for member in connection.otherDestinations { try connectCollection(connection, member: member, fail: fail) }
    }

    private func connectCollection(
        _ connection: NibConnection, member destination: AnyObject, fail: (String) -> NibLoadingError
    ) throws {
        let source = connection.source
        if source is NibPlaceholder || destination is NibPlaceholder { return }
        if let view = source as? View {
            view.append(destination, toOutletCollection: connection.label)
            return
        }
        guard let owner = source as? NibOutletOwner,
            owner.connect(outletCollection: connection.label, appending: destination)
        else {
            throw fail(
                """
                appends to outlet collection '\(connection.label)' of a \(type(of: source)), which has no such \
                collection for a \(type(of: destination))
                """
            )
        }
    }
}

/// Reads, indexes and instantiates the nib at `path` in one go, as `loadNibNamed:owner:options:` does
/// on every call: nothing is kept between calls.
public func loadNib(
    path: String, owner: NibOutletOwner?, externalObjects: [String: AnyObject] = [:],
    registry: NibClassRegistry = .standard
) throws -> [View] {
    try Nib(contentsOf: URL(fileURLWithPath: path), registry: registry).instantiate(
        owner: owner, externalObjects: externalObjects)
}

extension Nib {
    /// The identifiers of the nib's proxies other than File's Owner and First Responder: the external
    /// objects an instantiation must be given (a storyboard scene's `UIStoryboardPlaceholder`, ...).
    public var externalObjectIdentifiers: [String] {
        let archive = index.archive
        var found: [String] = []
        for object in archive.objects.indices where index.classNames[object] == "UIProxyObject" {
            guard case .object(let string)? = archive.value(forKey: "UIProxiedObjectIdentifier", of: object),
                archive.objects.indices.contains(string), let name = try? archive.string(string),
                !["IBFilesOwner", "IBFirstResponder"].contains(name), !found.contains(name)
            else { continue }
            found.append(name)
        }
        return found
    }
}

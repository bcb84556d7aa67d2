import Views

/// An object that outlets can be connected to by name: the File's Owner of a template.
///
/// Stands in for Key-Value Coding's `setValue:forKey:`, which Swift on Linux does not have.
public protocol OutletOwner: AnyObject {
    /// Stores `object` under the outlet `name`; false when there is no such outlet (or it cannot hold
    /// that object), which instantiation reports like UIKit's `setValue:forUndefinedKey:`.
    func connect(outlet name: String, to object: AnyObject) -> Bool

    /// Appends `object` to the outlet collection `name` (an `IBOutletCollection` array); false when
    /// there is no such collection. By default there is none.
    func connect(outletCollection name: String, appending object: AnyObject) -> Bool
}

extension OutletOwner {
    public func connect(outletCollection name: String, appending object: AnyObject) -> Bool { false }
}

/// The seed's owner: a controller with one outlet, `loadedCell`, that the template sets to its cell.
///
/// As in the seed, the caller takes the cell from `loadedCell` after loading and sets it back to nil.
public final class CellLoader: OutletOwner {
    public var loadedCell: TableViewCell?

    public init() {}

    public func connect(outlet name: String, to object: AnyObject) -> Bool {
        guard name == "loadedCell", let cell = object as? TableViewCell else { return false }
        loadedCell = cell
        return true
    }
}

/// An owner that accepts every outlet and records it, in connection order.
///
/// Users' templates come with File's Owners of their own (`UIViewController` with a `view` outlet, a
/// controller with `titleLabel`, ...); this stands in for any of them, so a template can be loaded and
/// timed without writing its owner class.
public final class OutletRecorder: OutletOwner {
    public private(set) var outlets: [(name: String, object: AnyObject)] = []

    public init() {}

    public func connect(outlet name: String, to object: AnyObject) -> Bool {
        outlets.append((name, object))
        return true
    }

    /// Outlet collections by name, each in connection order.
    public private(set) var outletCollections: [String: [AnyObject]] = [:]

    public func connect(outletCollection name: String, appending object: AnyObject) -> Bool {
        outletCollections[name, default: []].append(object)
        return true
    }

    /// The object last connected under `name`, if any.
    public func object(forOutlet name: String) -> AnyObject? {
        outlets.last { $0.name == name }?.object
    }

    /// The seed's outlet for the loaded row, when the template has one.
    public var loadedCell: View? { object(forOutlet: "loadedCell") as? View }
}

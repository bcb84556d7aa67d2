import Views

/// An object that outlets can be connected to by name: the File's Owner of a template.
///
/// Stands in for Key-Value Coding's `setValue:forKey:`, which Swift on Linux does not have.
public protocol OutletOwner: AnyObject {
    /// Stores `object` under the outlet `name`; false when there is no such outlet (or it cannot hold
    /// that object), which instantiation reports like UIKit's `setValue:forUndefinedKey:`.
    func connect(outlet name: String, to object: AnyObject) -> Bool
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

import NibLoading
import Templates

// The XIB reader's owners take outlets from nibs too: the same `connect(outlet:to:)`, so a row loaded
// either way is wired by the same owner class.
extension CellLoader: NibOutletOwner {
    /// The seed's owner has no outlet collections (both protocols' defaults say so; this picks one).
    public func connect(outletCollection name: String, appending object: AnyObject) -> Bool { false }
}
extension OutletRecorder: NibOutletOwner {}

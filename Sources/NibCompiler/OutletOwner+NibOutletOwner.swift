import NibLoading
import Templates

// The XIB reader's owners take outlets from nibs too: the same `connect(outlet:to:)`, so a row loaded
// either way is wired by the same owner class.
extension CellLoader: NibOutletOwner {}
extension OutletRecorder: NibOutletOwner {}

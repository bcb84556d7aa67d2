import Views

/// What one instantiation of a nib yields beyond its views: what `Nib.instantiateObjects` returns.
public struct NibInstance {
    /// The top-level views, without the proxies, in archive order.
    public var views: [View] = []
    /// Top-level objects kept without being run: a storyboard scene's view controllers, placeholders
    /// and segue templates.
    public var keptObjects: [NibKeptObject] = []
    /// The root's `UINibTraitStorageListsKey` elements (`_UITraitStorageList`s), as decoded.
    public var traitStorageLists: [NibKeptObject] = []
    /// What applying those lists for the instantiation's trait environment did (docs/nib-coding.md);
    /// nil when the nib has none.
    public var traits: NibTraitApplication?
    /// Other top-level objects the model builds but no tree shows (a gesture recognizer).
    public var otherObjects: [AnyObject] = []

    public init() {}
}

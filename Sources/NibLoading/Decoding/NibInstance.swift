import Views

/// What one instantiation of a nib yields beyond its views: what `Nib.instantiateObjects` returns.
public struct NibInstance {
    /// The top-level views, without the proxies, in archive order.
    public var views: [View] = []
    /// Top-level objects kept without being run: a storyboard scene's view controllers, placeholders
    /// and segue templates.
    public var keptObjects: [NibKeptObject] = []
    /// The root's `UINibTraitStorageListsKey` elements, kept and not applied (docs/nib-coding.md).
    public var traitStorageLists: [NibKeptObject] = []
    /// Other top-level objects the model builds but no tree shows (a gesture recognizer).
    public var otherObjects: [AnyObject] = []

    public init() {}
}

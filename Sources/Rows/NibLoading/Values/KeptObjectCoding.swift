import NIB
import Views

/// An object of a class the model has no counterpart for but that ibtool writes around the objects it
/// does have: a storyboard's view-controller placeholder or segue template, a trait storage list, a web
/// view's configuration. It is decoded and kept with every key it holds, in archive order, and never
/// run: a segue template performs no segue. (Trait storage lists are kept so too, and then applied by
/// `TraitStorageCoding`, which reads their keys.)
///
/// Keeping every key, rather than reading chosen ones, is deliberate: Apple's key names for these
/// classes are not documented (docs/nib-coding.md), so a guessed name would silently read nothing.
public final class NibKeptObject: CustomStringConvertible {
    /// The class name the archive gives.
    public let className: String
    /// Every key and its decoded value, in archive order; nil for a nil value.
    public internal(set) var values: [(key: String, value: NibDecoded?)] = []
    /// Outlets the nib's connections set on it (a scene's view controller's `view`, ...).
    public internal(set) var outlets: [Outlet] = []
    /// Runtime attributes the root's key-value pairs set on it.
    public internal(set) var runtimeAttributes: [RuntimeAttribute] = []
    /// Actions the nib's event connections name with it as the sender (a bar button item's): kept, never sent.
    public internal(set) var actions: [String] = []

    init(className: String) { self.className = className }

    /// The value of the first `key`, or nil when the object has none (or it is nil).
    public func value(forKey key: String) -> NibDecoded? {
        values.first { $0.key == key }?.value ?? nil
    }

    /// The string of `key`, when it holds one.
    public func string(forKey key: String) -> String? {
        if case .string(let text)? = value(forKey: key) { return text }
        return nil
    }

    /// One line: the class and its keys with short values (strings quoted, objects by class).
    public var description: String {
        let parts = values.map { entry in "\(entry.key)=\(entry.value.map(Self.short) ?? "nil")" }
        return parts.isEmpty ? className : className + " " + parts.joined(separator: " ")
    }

    static func short(_ value: NibDecoded) -> String {
        switch value {
        case .string(let text): "\"\(text)\""
        case .int(let number): String(number)
        case .double(let number): String(number)
        case .bool(let flag): String(flag)
        case .data(let bytes): "<\(bytes.count) bytes>"
        case .array(let elements): "[\(elements.count) elements]"
        case .dictionary(let pairs): "{\(pairs.count) pairs}"
        case .object(let object): (object as? NibKeptObject)?.className ?? String(describing: type(of: object))
        case .color(let color): "\(color)"
        case .font(let font): "\(font)"
        case .value(let value): String(describing: type(of: value))
        }
    }
}

/// The classes kept as `NibKeptObject`s, and the generic decoding that keeps them.
enum KeptObjectCoding {
    /// Storyboard scene nibs: what a scene refers to in other scenes, and the segues it may perform
    /// (notes §1.7 names the placeholders; the segue template classes are UIKit's).
    static let storyboardClasses = [
        "UIStoryboardViewControllerPlaceholder", "UIStoryboardPlaceholder",
        "UIStoryboardShowSegueTemplate", "UIStoryboardShowDetailSegueTemplate", "UIStoryboardPresentationSegueTemplate",
        "UIStoryboardEmbedSegueTemplate", "UIStoryboardPopoverPresentationSegueTemplate",
        "UIStoryboardModalSegueTemplate",
        "UIStoryboardPushSegueTemplate", "UIStoryboardUnwindSegueTemplate", "UIStoryboardSegueTemplate",
        // A scene's own controller: kept with its keys (its `UIView` is decoded as a view), never loaded.
        "UIViewController", "UITableViewController", "UICollectionViewController",
    ]
    /// iOS 13+ trait storage (notes §7.10): decoded with every key, then applied by `TraitStorageCoding`
    /// (docs/nib-coding.md, "Trait storage"); not listed as not modelled unless a storage's key path is not applied.
    static let traitClasses = [
        "_UITraitStorageList", "_UITraitStorage", "UITraitCollection",
        "_UIAttributeTraitStorage", "_UIAttributeTraitStorageRecord", "_UIColorAttributeTraitStorage",
        "_UIRelationshipTraitStorage", "_UIRelationshipTraitStorageRecord", "_NSLayoutConstraintConstant",
    ]
    /// What ibtool writes that the model has no counterpart for, read from the real files
    /// (`../shared/apple-nibs/CLASSES.md`): accessibility configurations (applied by UIKit after
    /// decoding), navigation and bar items, a cell's background configuration, a tap recognizer's
    /// private implementation, a static table's data source, sections and rows.
    static let uiKitClasses = [
        "UIRuntimeAccessibilityConfiguration", "UINavigationItem", "UIBarButtonItem",
        "UINavigationController", "UIBackgroundConfiguration", "UITapRecognizer",
        "UITableViewDataSource", "UITableViewSection", "UITableViewRow",
    ]
    /// A web view's configuration objects: the web view itself is a plain view (`WebView`).
    static let webKitClasses = [
        "WKWebViewConfiguration", "WKPreferences", "WKWebpagePreferences",
        "WKUserContentController", "WKWebsiteDataStore", "WKProcessPool",
    ]

    static let all: [NibClassCoding] = (storyboardClasses + traitClasses + webKitClasses + uiKitClasses).map(coding)

    static func coding(_ className: String) -> NibClassCoding {
        NibClassCoding(
            className: className, decode: { coder in .object(try decodeKept(className: className, from: coder)) },
            isModelled: false)
    }

    /// Decodes every key of the current object. The object is registered first, as `UINibDecoder`
    /// answers a reference to an object under construction with that object: a segue template that
    /// names the controller holding it is not a cycle.
    static func decodeKept(className: String, from coder: NibDecoder) throws -> NibKeptObject {
        let kept = NibKeptObject(className: className)
        coder.registerCurrent(kept)
        kept.values = try decodeAllValues(from: coder)
        return kept
    }

    /// Every value of the current object, objects decoded (or found already made), in archive order.
    static func decodeAllValues(from coder: NibDecoder) throws -> [(key: String, value: NibDecoded?)] {
        var values: [(key: String, value: NibDecoded?)] = []
        for entry in coder.currentValues {
            let key = coder.keyName(entry.key)
            let decoded: NibDecoded?
            switch entry.value {
            case .int8(let number): decoded = .int(Int(number))
            case .int16(let number): decoded = .int(Int(number))
            case .int32(let number): decoded = .int(Int(number))
            case .int64(let number): decoded = .int(Int(number))
            case .bool(let flag): decoded = .bool(flag)
            case .float(let number): decoded = .double(Double(number))
            case .double(let number): decoded = .double(number)
            case .data(let bytes): decoded = .data(bytes)
            case .null: decoded = nil
            case .object(let target): decoded = try coder.object(at: target)
            }
            values.append((key, decoded))
        }
        return values
    }
}

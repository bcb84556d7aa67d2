import Views

/// A view of a class the model does not know, built as its nearest known superclass, `UIView`, the way
/// UIKit builds an object of a missing class from the nearest class it has after logging "Unknown class
/// X in Interface Builder file". It keeps its archived class name, its frame, subviews and constraints
/// (read as `UIView` reads them), and every key it holds, so the tree shows it and nothing is dropped
/// silently.
public final class NibStandInView: View {
    /// The class name the archive gives (`UINavigationBar`, `UIWebView`, an app's own class).
    public let archivedClassName: String
    /// Every key and its decoded value, in archive order; nil for a nil value.
    public internal(set) var values: [(key: String, value: NibDecoded?)] = []
    /// Actions the nib's event connections send from it (an unknown control's): kept, never sent.
    public internal(set) var actions: [String] = []

    public init(archivedClassName: String) {
        self.archivedClassName = archivedClassName
        super.init()
    }

    public override var className: String { "View(stand-in for \(archivedClassName))" }
    public override func makeFresh() -> View { NibStandInView(archivedClassName: archivedClassName) }
}

/// How a class the registry does not know is decoded when the load is not strict: an object that holds
/// a view's keys (`UIBounds`, `UICenter`, `UISubviews`) becomes a `NibStandInView`, any other object a
/// `NibKeptObject` with all its keys, wired where it is referenced and never run. `NibIndex` counts the
/// objects decoded so, by class, for the "not modelled" listing.
enum UnknownClassCoding {
    static func coding(_ className: String) -> NibClassCoding {
        NibClassCoding(className: className, decode: { coder in try decode(className: className, from: coder) },
                       isModelled: false)
    }

    /// A view stand-in or a kept object for an object of `className`.
    static func decode(className: String, from coder: NibDecoder) throws -> NibDecoded {
        guard holdsViewKeys(coder) else { return .object(try KeptObjectCoding.decodeKept(className: className, from: coder)) }
        let view = NibStandInView(archivedClassName: className)
        try View.decodeViewKeys(view, from: coder)
        view.values = try KeptObjectCoding.decodeAllValues(from: coder)
        return .object(view)
    }

    /// Whether the object being decoded holds the keys only a view archives.
    static func holdsViewKeys(_ coder: NibDecoder) -> Bool {
        coder.containsValue(forKey: "UIBounds") || coder.containsValue(forKey: "UICenter") || coder.containsValue(forKey: "UISubviews")
    }
}

import Views

/// A nib's view of a class the model does not know (`StandInView`): it keeps its archived class name,
/// its frame, subviews and constraints (read as `UIView` reads them), and every key it holds, so the
/// tree shows it and nothing is dropped silently.
public final class NibStandInView: StandInView {
    /// Every key and its decoded value, in archive order; nil for a nil value.
    public internal(set) var values: [(key: String, value: NibDecoded?)] = []
    /// Actions the nib's event connections send from it (an unknown control's): kept, never sent.
    public internal(set) var actions: [String] = []

    public override init(archivedClassName: String) {
        super.init(archivedClassName: archivedClassName)
    }

    public override func makeFresh() -> View { NibStandInView(archivedClassName: archivedClassName) }
}

/// How a class the registry does not know is decoded when the load is not strict: an object that holds
/// a view's keys (`UIBounds`, `UICenter`, `UISubviews`) becomes a `NibStandInView`, any other object a
/// `NibKeptObject` with all its keys, wired where it is referenced and never run. `NibIndex` counts the
/// objects decoded so, by class, for the "not modelled" listing.
enum UnknownClassCoding {
    static func coding(_ className: String) -> NibClassCoding {
        NibClassCoding(
            className: className, decode: { coder in try decode(className: className, from: coder) },
            isModelled: false)
    }

    /// A view stand-in or a kept object for an object of `className`.
    static func decode(className: String, from coder: NibDecoder) throws -> NibDecoded {
        guard holdsViewKeys(coder) else {
            return .object(try KeptObjectCoding.decodeKept(className: className, from: coder))
        }
        let view = NibStandInView(archivedClassName: className)
        try View.decodeViewKeys(view, from: coder)
        view.values = try KeptObjectCoding.decodeAllValues(from: coder)
        return .object(view)
    }

    /// Whether the object being decoded holds the keys only a view archives.
    static func holdsViewKeys(_ coder: NibDecoder) -> Bool {
        coder.containsValue(forKey: "UIBounds") || coder.containsValue(forKey: "UICenter")
            || coder.containsValue(forKey: "UISubviews")
    }
}

extension UnknownClassCoding {
    /// How a stand-in is archived (a XIB's unknown element compiled by the project): as the class it
    /// stands in for, with no fallback class, and a view's keys, so reading the nib back makes a stand-in
    /// for the same class (or, with `--strict`, refuses it as the XIB reader does). Registered under
    /// `UIView` before `UIView`'s own coding, which then takes the name back: these are found by type only.
    static let standInEncodings: [NibClassCoding] = [StandInView.self, NibStandInView.self].map { type in
        NibClassCoding(
            className: "UIView", type: type, decode: { _ in .object(View()) },
            encode: { object, coder in try View.encodeViewKeys(unsafeDowncast(object, to: View.self), to: coder) },
            archivedClassName: { ($0 as? StandInView)?.archivedClassName ?? "UIView" })
    }
}

import Results

/// One measured point of the sweep over the number of labels: a construction, a fit setting and a
/// number of labels, named `sweep/CONSTRUCTION/FIT/N` (e.g. `sweep/flat/nofit/20`) so that the run's
/// workers, which build rows by name, can build it.
public struct SweepVariant: Hashable, Sendable, CustomStringConvertible {
    /// How a sweep row comes to be.
    public enum Construction: String, CaseIterable, Sendable {
        /// The generated code, label by label (`SweepCodeRowN`).
        case code
        /// The generated flattened row, item by item (`SweepFlatRowN`).
        case flat
        /// `templates/sweep/RowN.xib` compiled to a nib, read and indexed once; each row decodes it, like `UINib`.
        case nibCached = "nib-cached"
        /// The same nib read from disk, indexed and decoded for every row, like `loadNibNamed:owner:options:`
        /// (what mgenware's benchmark timed).
        case nib
        /// `templates/sweep/RowN.xib` parsed once into a typed tree; each row walks it (not a UIKit path).
        case templateCached = "template-cached"
        /// The same XIB read and parsed for every row, like `loadNibNamed:owner:options:` (XML text,
        /// so it overstates what a compiled nib costs).
        case templateUncached = "template-uncached"
        /// GTK 4: the row of N labels in generated C, label by label (`sweep --toolkit gtk`).
        case gtkCode = "gtk-code"
        /// GTK 4: `GtkBuilder` parses the row's UI file from disk for every row.
        case gtkBuilder = "gtk-builder"
        /// GTK 4: a widget class template per size, set once, instantiated per row.
        case gtkTemplate = "gtk-template"
        /// Qt 6: the row in generated C++, label by label (`sweep --toolkit qt`).
        case qtCode = "qt-code"
        /// Qt 6: the C++ `uic` generated from the row's `.ui`.
        case qtUic = "qt-uic"
        /// Qt 6: `QUiLoader` parses the row's `.ui` from disk for every row.
        case qtUiLoader = "qt-uiloader"

        /// The real toolkit that builds these rows (`gtk`, `qt`); nil for the UIKit model's. A toolkit's sweep
        /// constructions are named as its variants' constructions are.
        public var toolkit: String? { Results.Construction(rawValue: rawValue)?.toolkit }

        /// The code construction of the same toolkit, which the sweep's ratios divide by.
        public var code: Construction {
            switch toolkit {
            case "gtk": .gtkCode
            case "qt": .qtCode
            default: .code
            }
        }

        /// Whether this is its toolkit's code construction.
        public var isCode: Bool { self == code }

        /// Whether its rows are built from a template (a nib, a XIB, a UI file), the side of the seed's question
        /// set beside mgenware's XIB/code figures.
        public var isTemplate: Bool { !isCode && self != .flat && self != .qtUic }
    }

    public let construction: Construction
    public let fit: Fit
    public let labels: Int

    public init(_ construction: Construction, _ fit: Fit, labels: Int) {
        self.construction = construction
        self.fit = fit
        self.labels = labels
    }

    public static let prefix = "sweep/"

    public var name: String { "\(Self.prefix)\(construction.rawValue)/\(fit.rawValue)/\(labels)" }
    public var description: String { name }

    /// The variant named `name`, if it is a well-formed sweep name (the size need not be generated).
    public init?(name: String) {
        guard name.hasPrefix(Self.prefix) else { return nil }
        let parts = name.dropFirst(Self.prefix.count).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, let construction = Construction(rawValue: String(parts[0])),
              let fit = Fit(rawValue: String(parts[1])), fit != .asDesigned,
              let labels = Int(parts[2]), labels > 0 else { return nil }
        self.init(construction, fit, labels: labels)
    }

    /// The template's name in the templates folder, without `.xib`.
    public var templateName: String { "sweep/Row\(labels)" + (fit == .fit ? "" : "-nofit") }
}

extension SweepVariant {
    /// The constructions a sweep measures unless told otherwise: code, flat and the two nib paths an app
    /// takes. The XIB-text template constructions are available by name; the uncached one in particular is
    /// best swept on its own: its megabytes of XML parsing per row perturb the small rows timed beside it
    /// in the same process (code's row of 100 labels measured 33 µs in a sweep without it and 55 µs with
    /// it, on one loaded machine).
    public static let defaultConstructions: [Construction] = [.code, .flat, .nibCached, .nib]

    /// The constructions a sweep of a real toolkit measures (`sweep --toolkit`): all of that toolkit's.
    public static func constructions(ofToolkit toolkit: String) -> [Construction] {
        Construction.allCases.filter { $0.toolkit == toolkit }
    }

    /// Every point of a sweep: each construction at each size, constructions in the order given.
    public static func grid(constructions: [Construction], fit: Fit, sizes: [Int]) -> [SweepVariant] {
        constructions.flatMap { construction in sizes.map { SweepVariant(construction, fit, labels: $0) } }
    }
}

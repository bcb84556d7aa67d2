import Typesetting

/// Shrink-to-fit of one label of a user's cell on GTK (docs/gtk.md, "A user's cell"): what GtkRow's
/// `nibornot_gtk_fit_user_label` is given (the label's font, its size and its minimum) and the sizes it may choose,
/// each a CSS class of the stylesheet (`fit-0` the designed size, `fit-1` half a point less, ..., the last the
/// minimum), so that the code, the UI files and the precomputed template all name a fitted size the same way.
///
/// The sizes tried are the model's (`ShrinkToFit`): `size - k × step` down to the minimum, then the minimum itself;
/// GtkRow counts them with the same arithmetic, so the class it picks is always one written here.
struct GtkUserCellFit {
    /// The generated class of the label (`e3`), which scopes its size classes.
    let variable: String
    let font: GtkUserCellFont
    /// The smallest size, by the model's rule and bounded (`XIBElement.lowestFitSize`); 0 or at least `font.size`: no
    /// shrinking, the text is measured once and keeps its size, as `UILabel` does.
    let minimum: Double

    init(variable: String, element: XIBElement) {
        self.variable = variable
        font = GtkUserCellFont(element.fittingFont)
        minimum = GtkUserCellFont.cssSize(element.lowestFitSize(below: font.size))
    }

    /// Whether the label may shrink at all.
    var shrinks: Bool { minimum > 0 && minimum < font.size }

    /// The font size of each class, `fit-0` first.
    var sizes: [Double] {
        guard shrinks else { return [font.size] }
        var sizes = [font.size]
        var k = 1.0
        while font.size - k * ShrinkToFit.step >= minimum {
            sizes.append(font.size - k * ShrinkToFit.step)
            k += 1
        }
        return sizes + [minimum]
    }

    /// The C call of `gtk-code`'s row, `fit` being the function the worker passes in.
    func call(label: String) -> String {
        "fit(\(label), \(Escaping.cString(font.family)), \(font.weight), \(font.italic ? 1 : 0), "
            + "\(font.size.description), \(minimum.description))"
    }

    /// The line of `UserCell.fit` the template constructions read: the same values, tab-separated, the family last
    /// (its control characters are already spaces: `GtkUserCellFont`).
    var tableLine: String {
        [variable, "\(font.weight)", font.italic ? "1" : "0", font.size.description, minimum.description, font.family]
            .joined(separator: "\t")
    }
}

/// A label's font as GTK gets it: from the stylesheet's rules, and as Pango arguments for the fit.
struct GtkUserCellFont {
    /// The family of UIKit's system font here, as the seed's row and the model's substitution table use.
    static let systemFamily = "DejaVu Sans"

    /// The family, its control characters turned into spaces (a family name holds none; the fit table is lines).
    let family: String
    /// CSS's numeric weight, which is Pango's (400 regular, 700 bold).
    let weight: Int
    let italic: Bool
    /// The size in CSS pixels, as the stylesheet writes it (`cssSize`), so that the fit measures what GTK draws.
    let size: Double

    init(_ font: FontDescriptor) {
        switch font.face {
        case .system: (family, weight, italic) = (Self.systemFamily, 400, false)
        case .boldSystem: (family, weight, italic) = (Self.systemFamily, 700, false)
        case .italicSystem: (family, weight, italic) = (Self.systemFamily, 400, true)
        case .weightedSystem(let value): (family, weight, italic) = (Self.systemFamily, Self.cssWeight(value), false)
        case .named(let name):
            let clean = String(name.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : Character($0) })
            (family, weight, italic) = (clean, 400, false)
        }
        size = Self.cssSize(font.pointSize)
    }

    /// The stylesheet's rules for this font.
    var cssRules: [String] {
        ["font-family: \(Escaping.cssString(family));"] + (weight == 400 ? [] : ["font-weight: \(weight);"])
            + (italic ? ["font-style: italic;"] : []) + ["font-size: \(PythonNumber.short(size))px;"]
    }

    /// A size as the stylesheet writes it: clamped (`GtkUserCellTree.position`) and to `%g`'s six digits, read back.
    static func cssSize(_ points: Double) -> Double {
        Double(PythonNumber.short(GtkUserCellTree.position(points))) ?? 0
    }

    /// UIKit's weights as CSS's numeric weights (ultraLight 100 ... black 900).
    private static func cssWeight(_ weight: FontWeight) -> Int {
        let order: [FontWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        return 100 * ((order.firstIndex(of: weight) ?? 3) + 1)
    }
}

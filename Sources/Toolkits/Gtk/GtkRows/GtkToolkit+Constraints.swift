import GtkRow
import Toolkit

/// The seed's row with Auto Layout (docs/gtk.md, "Rows with constraints"): templates/CellAutoLayout.xib
/// (Cell2AutoLayout.xib without fit) translated to GtkConstraintLayout, in code, from a UI file per row and
/// from a class template, each laid out in a window of its own.
extension GtkToolkit: RelayingOutToolkit {
    /// The frame rows that have a twin with constraints, and the rows with constraints: their `+relayout`
    /// variants time a size change.
    public var relayoutConstructions: [String] {
        ["gtk-code", "gtk-builder", "gtk-template"] + Self.constraintConstructions
    }

    /// A size change: a row with constraints re-solves; a frame row (GtkFixed) allocates its children again at
    /// the positions they have.
    public func makeRelayoutFactory(construction: String, fit: Bool) throws -> TimedRowFactory {
        guard relayoutConstructions.contains(construction) else {
            throw ToolkitError(
                "GTK has no re-layout of '\(construction)'; re-laid-out constructions: "
                    + "\(relayoutConstructions.joined(separator: ", "))"
            )
        }
        if Self.constraintConstructions.contains(construction) {
            return try makeConstraintFactory(construction: construction, fit: fit, work: .relaidOut)
        }
        return try GtkRelayoutFactory(frames: try number(of: construction), fit: fit)
    }

    /// The constructions with constraints, in report order; each is the twin of the frame construction
    /// named without `constraints-`.
    public static let constraintConstructions = [
        "gtk-constraints-code", "gtk-constraints-builder", "gtk-constraints-template",
    ]

    /// The cell's width in the XIB, and the other width a re-layout alternates with (a size change, as a
    /// rotation would make; the labels keep their places, since they are pinned to the leading and top edges).
    public static let constraintRowWidths = (first: 320, other: 330)

    /// What a timed row of a construction with constraints goes through.
    public enum ConstraintWork: String, CaseIterable, Sendable {
        /// Built only: the constraints wait, unsolved, until the row is in a window.
        case built
        /// Built, put in a window of its own, measured and allocated at 320 wide: the first solve.
        case laidOut = "laid-out"
        /// One row built and laid out once, outside timing; each timed call lays it out again at the other width.
        case relaidOut = "relaid-out"
    }

    public func makeConstraintFactory(construction: String, fit: Bool, work: ConstraintWork) throws -> TimedRowFactory {
        let number = try constraintNumber(of: construction)
        switch work {
        case .built, .laidOut: return GtkConstraintRowFactory(construction: number, fit: fit, layOut: work == .laidOut)
        case .relaidOut: return try GtkRelayoutFactory(construction: number, fit: fit)
        }
    }

    /// A row with constraints, laid out at `width` and dumped (as `dumpRow`).
    public func dumpConstraintRow(construction: String, fit: Bool, width: Int? = nil) throws -> String {
        let row = try NativeGtkRow(constraints: try constraintNumber(of: construction), fit: fit)
        row.layOutConstrained(width: width ?? Self.constraintRowWidths.first)
        return row.dump()
    }

    /// A row with constraints as built, not laid out, dumped.
    public func dumpBuiltConstraintRow(construction: String, fit: Bool) throws -> String {
        try NativeGtkRow(constraints: try constraintNumber(of: construction), fit: fit).dump()
    }

    func constraintNumber(of construction: String) throws -> NibornotGtkConstruction {
        switch construction {
        case "gtk-constraints-code": NIBORNOT_GTK_CODE
        case "gtk-constraints-builder": NIBORNOT_GTK_BUILDER
        case "gtk-constraints-template": NIBORNOT_GTK_TEMPLATE
        default:
            throw ToolkitError(
                "unknown GTK construction with constraints '\(construction)'; known: "
                    + "\(Self.constraintConstructions.joined(separator: ", "))"
            )
        }
    }
}

/// Makes the timed rows with constraints: built, and with `layOut` put in a window and laid out at 320 wide.
final class GtkConstraintRowFactory: TimedRowFactory {
    private let construction: NibornotGtkConstruction
    private let fit: Bool
    private let layOut: Bool

    init(construction: NibornotGtkConstruction, fit: Bool, layOut: Bool) {
        self.construction = construction
        self.fit = fit
        self.layOut = layOut
    }

    func makeTimedRow() throws -> AnyObject {
        let row = try NativeGtkRow(constraints: construction, fit: fit)
        if layOut { row.layOutConstrained(width: GtkToolkit.constraintRowWidths.first) }
        return row
    }
}

/// Times a size change: one row, built and laid out when the factory is made, laid out again at the other
/// width on every call (320 and 330 in turn), so that each call re-solves; every call returns that row.
final class GtkRelayoutFactory: TimedRowFactory {
    private let row: NativeGtkRow
    private let layOut: (NativeGtkRow, Int) -> Void
    private var wide = false

    /// A row with constraints, in its window.
    init(construction: NibornotGtkConstruction, fit: Bool) throws {
        row = try NativeGtkRow(constraints: construction, fit: fit)
        layOut = { $0.layOutConstrained(width: $1) }
        layOut(row, GtkToolkit.constraintRowWidths.first)
    }

    /// A frame row (no window needed: GtkFixed has no solver).
    init(frames construction: NibornotGtkConstruction, fit: Bool) throws {
        row = try NativeGtkRow(construction: construction, fit: fit)
        layOut = { $0.layOut(width: $1) }
        layOut(row, GtkToolkit.constraintRowWidths.first)
    }

    func makeTimedRow() throws -> AnyObject {
        wide.toggle()
        layOut(row, wide ? GtkToolkit.constraintRowWidths.other : GtkToolkit.constraintRowWidths.first)
        return row
    }
}

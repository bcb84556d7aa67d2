import Views

/// A user's cell as Qt widgets, in the order every construction makes them: each element's widget
/// (`QtWidgetMapping`), the object name and variable that name it (`e1`, `e2`, ...), its parent and its geometry.
///
/// The names are the generator's own, never the XIB's, because uic makes every widget's name a C++ member: nothing
/// the user wrote becomes an identifier, and the XIB's ids only appear in comments, escaped. A widget holds its
/// subviews at their frames, as UIKit does, except a stack view's box layout, which places its items itself.
struct QtUserCellTree {
    struct Node {
        let element: XIBElement
        let widget: QtWidget
        /// `e1` for the content view, then `e2`, ... depth first.
        let variable: String
        /// The parent's variable (`cell` for the content view), and its layout's when the parent lays it out.
        let parent: String
        let parentLayout: String?
        /// The frame in the parent, in whole pixels (a form's `<rect>` and `setGeometry` take integers).
        let x: Int, y: Int, width: Int, height: Int

        /// The layout variable of a stack view's widget.
        var layoutVariable: String? { widget.layout.map { _ in variable + "Layout" } }
    }

    let cell: XIBCell
    let width: Int, height: Int
    private(set) var nodes: [Node] = []

    init(_ cell: XIBCell) {
        self.cell = cell
        width = Self.clamped(cell.frame.width, lowest: 0)
        height = Self.clamped(cell.frame.height, lowest: 0)
        add(cell.content, parent: "cell", layout: nil)
    }

    /// Every stand-in's UIKit class and how many of it the cell holds.
    var standIns: [String: Int] {
        nodes.reduce(into: [:]) { counts, node in
            if let standIn = node.widget.standIn { counts[standIn, default: 0] += 1 }
        }
    }

    /// The nodes whose parent is `variable`, in order.
    func children(of variable: String) -> [Node] {
        nodes.filter { $0.parent == variable }
    }

    private mutating func add(_ element: XIBElement, parent: String, layout: String?) {
        var widget = QtWidgetMapping.widget(for: element)
        let variable = "e\(nodes.count + 1)"
        let frame = element.frame
        if element.shrinksToFit, layout != nil {
            // A stack's label is fitted before its layout gives it a width: to the width UIKit fits it to, its frame's.
            let width = Self.clamped(frame.width, lowest: 0)
            widget.properties.append(.dynamic("fitWidth", form: "<number>\(width)</number>", code: "\(width)"))
        }
        nodes.append(
            Node(
                element: element, widget: widget, variable: variable, parent: parent, parentLayout: layout,
                x: Self.clamped(frame.origin.x), y: Self.clamped(frame.origin.y),
                width: Self.clamped(frame.width, lowest: 0), height: Self.clamped(frame.height, lowest: 0)))
        let node = nodes[nodes.count - 1]
        for child in element.children { add(child, parent: variable, layout: node.layoutVariable) }
    }

    /// The largest size or distance Qt is given: a XIB's frame past it is a mistake or an attack, and an `int`
    /// geometry must stay well inside what Qt takes (`QWIDGETSIZE_MAX` is 16,777,215).
    static let limit = 100_000.0

    /// `value` rounded to a whole pixel and clamped to `lowest` ... `highest` (±`limit`); 0 when not finite.
    static func clamped(_ value: Double, lowest: Double = -limit, highest: Double = limit) -> Int {
        Int(value.isFinite ? min(max(value.rounded(), lowest), highest) : 0)
    }
}

import Views

/// A user's cell as GTK widgets, in the order both constructions make them: each element's widget
/// (`GtkWidgetMapping`), the variable and CSS class that name it (`e1`, `e2`, ...), its parent and its place.
///
/// The names are the generator's own, never the XIB's, so nothing the user wrote becomes an identifier; the XIB's
/// ids only appear in comments, escaped. Numbers are clamped to what GTK takes (`clamped`).
struct GtkUserCellTree {
    struct Node {
        let element: XIBElement
        let widget: GtkWidget
        /// `e1` for the content view, then `e2`, ... depth first.
        let variable: String
        /// The widget's name: `content`, the UIKit class, or `stand-in UISlider`.
        let name: String
        /// The parent's variable (`cell` for the content view) and how the parent holds it.
        let parent: String
        let parentContainer: GtkWidget.Container
        /// The place in the parent (a `GtkFixed`'s coordinates) and the size request.
        let x: Double, y: Double
        let width: Int, height: Int
        /// A label that shrinks to fit: its font and minimum, for the fit call and the stylesheet's sizes.
        let fit: GtkUserCellFit?
    }

    let cell: XIBCell
    let width: Int, height: Int
    private(set) var nodes: [Node] = []

    init(_ cell: XIBCell) {
        self.cell = cell
        width = Self.size(cell.frame.width)
        height = Self.size(cell.frame.height)
        add(cell.content, parent: "cell", container: .fixed, offset: (0, 0), name: "content")
    }

    /// The labels that shrink to fit, in the order both constructions build them.
    var fits: [GtkUserCellFit] { nodes.compactMap(\.fit) }

    /// Every stand-in's UIKit class and how many of it the cell holds.
    var standIns: [String: Int] {
        nodes.reduce(into: [:]) { counts, node in
            if let standIn = node.widget.standIn { counts[standIn, default: 0] += 1 }
        }
    }

    private mutating func add(
        _ element: XIBElement, parent: String, container: GtkWidget.Container, offset: (Double, Double),
        name: String? = nil
    ) {
        let widget = GtkWidgetMapping.widget(for: element)
        let variable = "e\(nodes.count + 1)"
        let x = Self.position(element.frame.origin.x + offset.0)
        let y = Self.position(element.frame.origin.y + offset.1)
        nodes.append(
            Node(
                element: element, widget: widget, variable: variable,
                name: name ?? widget.standIn.map { "stand-in \($0)" } ?? element.uikitClass, parent: parent,
                parentContainer: container, x: x, y: y, width: Self.size(element.frame.width),
                height: Self.size(element.frame.height),
                fit: element.shrinksToFit ? GtkUserCellFit(variable: variable, element: element) : nil))
        for child in element.children {
            if widget.container == .none {
                // A widget that holds no children (a label, a picture): its subviews go to its parent, moved by
                // its origin, so that they stay where UIKit draws them.
                add(child, parent: parent, container: container, offset: (x, y))
            } else {
                add(child, parent: variable, container: widget.container, offset: (0, 0))
            }
        }
    }

    /// The largest size or distance GTK is given: a XIB's frame past it is a mistake or an attack, and an `int`
    /// size request or a transform must stay finite.
    static let limit = 100_000.0

    static func size(_ value: Double) -> Int {
        Int(value.isFinite ? min(max(value.rounded(), 0), limit) : 0)
    }

    static func position(_ value: Double) -> Double {
        value.isFinite ? min(max(value, -limit), limit) : 0
    }
}

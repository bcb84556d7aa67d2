import Views

/// A user's cell as HTML elements, in document order: each element's counterpart (`WebElementMapping`), the class
/// and variable that name it (`e1`, `e2`, ...), its parent and its whole look, frame included.
///
/// The names are the generator's own, never the XIB's, so nothing the user wrote becomes an identifier or a class;
/// the XIB's ids only appear in comments, escaped. Numbers are clamped to ±100,000 (`size`, `position`).
struct WebUserCellTree {
    struct Node {
        let element: XIBElement
        let web: WebElement
        /// `e1` for the content view, then `e2`, ... depth first: the code's variable and the element's class.
        let variable: String
        /// The element's `data-uikit`: `content`, its UIKit class, or `stand-in UISlider`.
        let name: String
        /// The parent's variable (`cell` for the content view).
        let parent: String
        /// Every CSS property of the element: where it is, its size, its background, its look.
        let style: WebElement.Style
        /// A label that shrinks to fit: what bench.js's fit is given for it.
        let fit: WebUserCellFit?
        /// Its attributes: `data-uikit` first, then the mapping's.
        var attributes: [(name: String, value: String)] { [("data-uikit", name)] + web.attributes }
    }

    let cell: XIBCell
    /// The cell's own element: a box of the cell's size whose children are placed at their frames.
    let cellStyle: WebElement.Style
    private(set) var nodes: [Node] = []

    init(_ cell: XIBCell) {
        self.cell = cell
        cellStyle = [
            ("position", "relative"), ("width", Self.px(Self.size(cell.frame.width))),
            ("height", Self.px(Self.size(cell.frame.height))), ("overflow", "hidden"),
        ]
        add(cell.content, parent: "cell", arranged: false, offset: (0, 0), name: "content")
    }

    /// The labels that shrink to fit, in document order.
    var fits: [WebUserCellFit] { nodes.compactMap(\.fit) }

    /// Every stand-in's UIKit class and how many of it the cell holds.
    var standIns: [String: Int] {
        nodes.reduce(into: [:]) { counts, node in
            if let standIn = node.web.standIn { counts[standIn, default: 0] += 1 }
        }
    }

    private mutating func add(
        _ element: XIBElement, parent: String, arranged: Bool, offset: (Double, Double), name: String? = nil
    ) {
        let web = WebElementMapping.element(for: element)
        let variable = "e\(nodes.count + 1)"
        let x = Self.position(element.frame.origin.x + offset.0)
        let y = Self.position(element.frame.origin.y + offset.1)
        // A stack's arranged view is placed by the stack (a flex item of its size); every other view at its frame.
        var style: WebElement.Style =
            arranged
            ? [("position", "relative"), ("flex", "none")]
            : [("position", "absolute"), ("left", Self.px(x)), ("top", Self.px(y))]
        style += [
            ("width", Self.px(Self.size(element.frame.width))), ("height", Self.px(Self.size(element.frame.height))),
            ("margin", "0"), ("box-sizing", "border-box"),
        ]
        if element.hidden { style.append(("visibility", "hidden")) }
        if let background = element.background { style.append(("background-color", background.cssRGBA)) }
        style += web.style
        nodes.append(
            Node(
                element: element, web: web, variable: variable,
                name: name ?? web.standIn.map { "stand-in \($0)" } ?? element.uikitClass, parent: parent,
                style: style, fit: element.shrinksToFit ? WebUserCellFit(variable: variable, element: element) : nil))
        for child in element.children {
            if web.container {
                add(child, parent: variable, arranged: web.arranges, offset: (0, 0))
            } else {
                // An element that holds no children (a label, an image, a control): its subviews go to its parent,
                // moved by its origin, so that they stay where UIKit draws them.
                add(child, parent: parent, arranged: false, offset: (x, y))
            }
        }
    }

    /// The children of the element named `variable`, in document order.
    func children(of variable: String) -> [Node] { nodes.filter { $0.parent == variable } }

    /// The largest size or distance the page is given: a XIB's frame past it is a mistake or an attack.
    static let limit = 100_000.0

    static func size(_ value: Double) -> Double {
        value.isFinite ? min(max(value, 0), limit) : 0
    }

    static func position(_ value: Double) -> Double {
        value.isFinite ? min(max(value, -limit), limit) : 0
    }

    /// A length in CSS pixels, which are UIKit points: `14px`, `12.5px`.
    static func px(_ value: Double) -> String { PythonNumber.short(value) + "px" }
}

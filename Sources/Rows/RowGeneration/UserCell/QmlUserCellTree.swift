import Views

/// A user's cell as Qt Quick items, in the order both constructions make them: each element's item
/// (`QmlItemMapping`), the C++ variable that names it (`e1`, `e2`, ...), its object name, its parent and its frame.
///
/// Every item can hold items in Qt Quick, so the XIB's hierarchy is kept as it is: a label's subview is the `Text`'s
/// child. The names are the generator's own, never the XIB's, so nothing the user wrote becomes an identifier; the
/// XIB's ids only appear in comments, escaped, and the object names are string literals. Numbers are clamped.
struct QmlUserCellTree {
    struct Node {
        let element: XIBElement
        let item: QmlItem
        /// `e1` for the content view, then `e2`, ... depth first.
        let variable: String
        /// The item's `objectName`: `content`, the UIKit class, or `stand-in UISlider`.
        let name: String
        /// The parent's variable (`cell` for the content view).
        let parent: String
        /// The frame in the parent; nil `x` and `y` in a `Row` or `Column`, which places its children itself.
        let x: Double?, y: Double?
        let width: Double, height: Double
    }

    let cell: XIBCell
    let width: Double, height: Double
    private(set) var nodes: [Node] = []

    init(_ cell: XIBCell) {
        self.cell = cell
        width = Self.distance(cell.frame.width)
        height = Self.distance(cell.frame.height)
        add(cell.content, parent: "cell", placed: true, name: "content")
    }

    /// Every stand-in's UIKit class and how many of it the cell holds.
    var standIns: [String: Int] {
        nodes.reduce(into: [:]) { counts, node in
            if let standIn = node.item.standIn { counts[standIn, default: 0] += 1 }
        }
    }

    /// The nodes whose parent is `variable`, in order.
    func children(of variable: String) -> [Node] {
        nodes.filter { $0.parent == variable }
    }

    private mutating func add(_ element: XIBElement, parent: String, placed: Bool, name: String? = nil) {
        let item = QmlItemMapping.item(for: element)
        let variable = "e\(nodes.count + 1)"
        nodes.append(
            Node(
                element: element, item: item, variable: variable,
                name: name ?? item.standIn.map { "stand-in \($0)" } ?? element.uikitClass, parent: parent,
                x: placed ? Self.position(element.frame.origin.x) : nil,
                y: placed ? Self.position(element.frame.origin.y) : nil,
                width: Self.distance(element.frame.width), height: Self.distance(element.frame.height)))
        for child in element.children { add(child, parent: variable, placed: !item.positionsChildren) }
    }

    /// The largest size or distance Qt Quick is given: a XIB's frame past it is a mistake or an attack.
    static let limit = 100_000.0

    /// A size or a spacing: finite, 0 ... `limit`.
    static func distance(_ value: Double) -> Double {
        value.isFinite ? min(max(value, 0), limit) : 0
    }

    /// A coordinate: finite, -`limit` ... `limit`.
    static func position(_ value: Double) -> Double {
        value.isFinite ? min(max(value, -limit), limit) : 0
    }

    /// A font's size in points: 1 ... 1,000 (Qt refuses a size of 0 or less).
    static func fontSize(_ value: Double) -> Double {
        value.isFinite ? min(max(value, 1), 1000) : 17
    }
}

import Views

/// A user's cell as AppKit views, in the order the code makes them and the XIB nests them: each element's view
/// (`GNUstepViewMapping`), the variable and XIB id that name it (`e1`, `e2`, ...), its parent and its frame in the
/// parent's AppKit coordinates (origin bottom-left: the UIKit frame flipped within the parent's height).
///
/// The names are the generator's own, never the XIB's, so nothing the user wrote becomes an identifier; the XIB's
/// ids only appear in comments, escaped. Numbers are clamped to ±100,000, as on GTK.
struct GNUstepUserCellTree {
    struct Node {
        let element: XIBElement
        let view: AppKitView
        /// `e1` for the content view, then `e2`, ... depth first.
        let variable: String
        /// The parent's variable (`cell` for the content view).
        let parent: String
        let frame: Rect
        /// A label that shrinks to fit: its tag, which is its line of the fit table from 1, and its minimum.
        let fit: (tag: Int, minimum: Double)?
    }

    let cell: XIBCell
    let width: Double, height: Double
    private(set) var nodes: [Node] = []

    init(_ cell: XIBCell) {
        self.cell = cell
        width = Self.size(cell.frame.width)
        height = Self.size(cell.frame.height)
        add(cell.content, parent: "cell", parentHeight: height, offset: (0, 0))
    }

    /// Every stand-in's UIKit class and how many of it the cell holds.
    var standIns: [String: Int] {
        nodes.reduce(into: [:]) { counts, node in
            if let standIn = node.view.standIn { counts[standIn, default: 0] += 1 }
        }
    }

    func children(of parent: String) -> [Node] { nodes.filter { $0.parent == parent } }

    /// The shrinking labels' minimums, by tag from 1: `UserCell.fit`, a line each.
    var fitTable: String { nodes.compactMap(\.fit).map { "\($0.minimum)\n" }.joined() }

    private mutating func add(
        _ element: XIBElement, parent: String, parentHeight: Double, offset: (Double, Double)
    ) {
        var view = GNUstepViewMapping.view(for: element)
        let variable = "e\(nodes.count + 1)"
        var fit: (tag: Int, minimum: Double)?
        if element.shrinksToFit {
            // The tag names the label's line of the fit table, which the template rows are fitted by; the code passes
            // the minimum itself. Clamped as the label's font size is.
            let minimum = element.writableMinimumFontSize
            let tag = nodes.compactMap(\.fit).count + 1
            fit = (tag, minimum)
            view.properties.append(.viewAttribute("tag", "\(tag)", objc: "[%@ setTag: \(tag)]"))
        }
        let x = Self.position(element.frame.origin.x + offset.0)
        let top = Self.position(element.frame.origin.y + offset.1)
        let width = Self.size(element.frame.width), height = Self.size(element.frame.height)
        let frame = Rect(x: x, y: Self.position(parentHeight - top - height), width: width, height: height)
        nodes.append(Node(element: element, view: view, variable: variable, parent: parent, frame: frame, fit: fit))
        for child in element.children {
            if view.isContainer {
                add(child, parent: variable, parentHeight: height, offset: (0, 0))
            } else {
                // A view that holds no subviews: they go to its parent, moved by its origin, where UIKit draws them.
                add(child, parent: parent, parentHeight: parentHeight, offset: (x, top))
            }
        }
    }

    /// The largest size or distance AppKit is given: a XIB's frame past it is a mistake or an attack.
    static let limit = 100_000.0

    static func size(_ value: Double) -> Double {
        value.isFinite ? min(max(value, 0), limit) : 0
    }

    static func position(_ value: Double) -> Double {
        value.isFinite ? min(max(value, -limit), limit) : 0
    }

    /// A colour channel within 0...1 (NaN as 0), so that a number written is always one AppKit takes, to 6 decimal
    /// places: GNUstep's XIB reader keeps no more (0.0235294 reads back as 0.023529), and the code must agree.
    static func channel(_ value: Double) -> Double {
        value.isFinite ? (min(max(value, 0), 1) * 1_000_000).rounded() / 1_000_000 : 0
    }
}

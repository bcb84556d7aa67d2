import GtkRow
import Views

/// A view tree's Auto Layout constraints in GtkConstraintLayout's terms (docs/gtk.md, "The oracle"): the views
/// in order (parents first), the constraints each GTK layout gets, and what GTK cannot express, one line each.
///
/// The same translation as `scripts/generate-gtk-constraint-rows.py` for the seed's row (a test holds them to it):
/// leading and trailing are GTK's start and end; a margin attribute is its edge moved in by the view's layout
/// margin, folded into the constant (GTK has no margins); a safe-area guide is its view (a cell has no unsafe
/// area); priority 1000 is required and a lower priority p the weight p × 1,000,000; a view that no constraint
/// places keeps its frame, as UIKit turns its autoresizing mask into constraints at the XIB's size.
public struct AutoLayoutTranslation {
    /// One view as the solve sees it.
    public struct View {
        public let parent: Int
        /// A name for reports: the class and, where it helps, the tag or the text (`Label "Title"`).
        public let name: String
        /// Xcode's frame in the parent's coordinates.
        public let frame: Rect
        public let intrinsic: Intrinsic
    }

    /// What gives a view its own size in UIKit, and so may change the solution away from fixed sizes.
    public enum Intrinsic: Equatable {
        case none
        /// A label: its text, font size and weight, lines (0: any); GTK measures it in DejaVu Sans.
        case label(text: String, size: Double, bold: Bool, lines: Int)
        /// Another view with an intrinsic size in UIKit (an image's, a button's title...), which GTK has no
        /// counterpart of here; the class name says which.
        case other(String)
    }

    /// One constraint in GTK's terms between views of the tree (any two: the solve lays every view out in one
    /// GtkConstraintLayout, see `GtkConstraintSolver`); `source` nil for a constant.
    public struct Constraint: Equatable {
        public let target: Int
        public let targetAttribute: Int32
        public let relation: Int32
        public let source: Int?
        public let sourceAttribute: Int32
        public let multiplier: Double
        public let constant: Double
        public let strength: Int32
    }

    public private(set) var views: [View] = []
    public private(set) var constraints: [Constraint] = []
    /// What GTK cannot express, one line each, naming the constraint's views and why.
    public private(set) var unexpressed: [String] = []
    /// The views that keep their frames (no constraint places them), by index.
    public private(set) var keptFrames: [Int] = []
    /// The views whose layout margins a constraint uses while the XIB leaves them at UIKit's default (8
    /// points here): UIKit may give such a view other margins at run time (system minimums of a cell's
    /// content view), which the XIB's frames then show.
    public private(set) var defaultMargins: Set<Int> = []

    private var indices: [ObjectIdentifier: Int] = [:]
    private var viewObjects: [Views.View] = []

    /// Translates the constraints of `root`'s tree.
    public init(root: Views.View) {
        add(root, parent: -1)
        for (index, view) in viewObjects.enumerated() {
            for constraint in view.constraints where constraint.isActive {
                translate(constraint, heldBy: index)
            }
        }
        keepFrames()
    }

    /// Whether any view of the tree holds an active constraint.
    public static func hasConstraints(_ root: Views.View) -> Bool {
        root.constraints.contains { $0.isActive } || root.subviews.contains { hasConstraints($0) }
    }

    private mutating func add(_ view: Views.View, parent: Int) {
        let index = viewObjects.count
        indices[ObjectIdentifier(view)] = index
        viewObjects.append(view)
        views.append(
            View(parent: parent, name: Self.name(of: view), frame: view.frame, intrinsic: Self.intrinsic(of: view)))
        for subview in view.subviews { add(subview, parent: index) }
    }

    static func name(of view: Views.View) -> String {
        var name = view.tag != 0 ? "\(view.className) tag \(view.tag)" : view.className
        if let label = view as? Label, let text = label.text {
            name += " \"\(text.prefix(24).replacingOccurrences(of: "\n", with: " "))\""
        }
        return name
    }

    static func intrinsic(of view: Views.View) -> Intrinsic {
        if let label = view as? Label {
            let bold: Bool =
                switch label.font.face {
                case .boldSystem: true
                case .weightedSystem(let weight): [.semibold, .bold, .heavy, .black].contains(weight)
                case .named(let name): name.localizedLowercase.contains("bold")
                default: false
                }
            return .label(text: label.text ?? "", size: label.font.pointSize, bold: bold, lines: label.numberOfLines)
        }
        switch view {
        case is ImageView, is Button, is Switch, is Slider, is TextField, is SegmentedControl,
            is ActivityIndicatorView, is ProgressView, is Stepper, is PageControl:
            return .other(view.className)
        default:
            return .none
        }
    }

    /// The view a constraint item stands for: a view of the tree, or a layout guide's view (a safe area is its
    /// view's bounds in a cell; a margins guide is named by the margin attributes instead).
    private func index(of item: AnyObject?) -> Int? {
        if let view = item as? Views.View { return indices[ObjectIdentifier(view)] }
        if let guide = item as? LayoutGuide, let view = guide.owningView { return indices[ObjectIdentifier(view)] }
        return nil
    }

    private func describe(_ constraint: LayoutConstraint, heldBy holder: Int) -> String {
        let first = index(of: constraint.firstItem).map { views[$0].name } ?? "?"
        var text = "\(first).\(constraint.firstAttribute.rawValue) \(constraint.relation.rawValue)"
        if let second = constraint.secondAttribute {
            text += " \(index(of: constraint.secondItem).map { views[$0].name } ?? "?").\(second.rawValue)"
        }
        if let identifier = constraint.identifier { text += " (\(identifier))" }
        return text + " held by \(views[holder].name)"
    }

    private mutating func translate(_ constraint: LayoutConstraint, heldBy holder: Int) {
        let what = describe(constraint, heldBy: holder)
        guard let first = index(of: constraint.firstItem ?? viewObjects[holder]) else {
            return unexpressed.append("\(what): its first item is not a view of this tree")
        }
        let second: Int? = constraint.secondAttribute == nil ? nil : index(of: constraint.secondItem)
        if constraint.secondAttribute != nil, second == nil {
            return unexpressed.append("\(what): its second item is not a view of this tree")
        }
        guard let (targetAttribute, firstOffset) = gtkAttribute(constraint.firstAttribute, of: first) else {
            return unexpressed.append("\(what): \(Self.reason(constraint.firstAttribute))")
        }
        var strength = Self.strength(priority: constraint.priority)
        if constraint.relation != .equal, strength != Int32(NIBORNOT_STRENGTH_REQUIRED) {
            // GTK 4.8's solver corrupts memory when it adds an inequality that is not required (docs/gtk.md).
            strength = Int32(NIBORNOT_STRENGTH_REQUIRED)
            unexpressed.append(
                """
                \(what): optional inequality (priority \(ConstraintOracle.formatted(constraint.priority))) made \
                required, since GTK 4.8's solver crashes on an optional inequality
                """
            )
        }
        let relation: Int32 =
            switch constraint.relation {
            case .equal: Int32(NIBORNOT_RELATION_EQ)
            case .lessThanOrEqual: Int32(NIBORNOT_RELATION_LE)
            case .greaterThanOrEqual: Int32(NIBORNOT_RELATION_GE)
            }
        guard let second, let secondAttribute = constraint.secondAttribute else {
            return constraints.append(
                Constraint(
                    target: first, targetAttribute: targetAttribute,
                    relation: relation, source: nil, sourceAttribute: Int32(NIBORNOT_ATTRIBUTE_NONE),
                    multiplier: 1, constant: constraint.constant - firstOffset, strength: strength))
        }
        guard let (sourceAttribute, secondOffset) = gtkAttribute(secondAttribute, of: second) else {
            return unexpressed.append("\(what): \(Self.reason(secondAttribute))")
        }
        constraints.append(
            Constraint(
                target: first, targetAttribute: targetAttribute, relation: relation,
                source: second, sourceAttribute: sourceAttribute, multiplier: constraint.multiplier,
                constant: constraint.constant + constraint.multiplier * secondOffset - firstOffset,
                strength: strength))
    }

    /// GTK's required strength (UIKit's priority 1000).
    public static let required = Int32(NIBORNOT_STRENGTH_REQUIRED)

    /// UIKit's priority as GTK's strength: 1000 required; a lower priority p the weight
    /// p × 1,000,000, so that priorities keep their order and each outweighs GTK's pull of a child towards its
    /// natural size (MEDIUM, 1000). Weights add up in Cassowary, so unlike UIKit's, weak ones can outvote.
    static func strength(priority: Double) -> Int32 {
        priority >= 1000 ? Int32(NIBORNOT_STRENGTH_REQUIRED) : Int32((priority * 1_000_000).rounded())
    }

    static func reason(_ attribute: LayoutAttribute) -> String {
        switch attribute {
        case .baseline, .firstBaseline, .lastBaseline:
            "GTK's baseline attribute is a free variable of the solver, not the label's baseline"
        default:
            "\(attribute.rawValue) has no GTK counterpart"
        }
    }

    /// GTK's attribute for a UIKit one on view `index`, and the offset a margin attribute adds to the edge.
    private mutating func gtkAttribute(_ attribute: LayoutAttribute, of index: Int) -> (Int32, Double)? {
        let margins = viewObjects[index].layoutMargins
        let marginAttributes: [LayoutAttribute] = [
            .leadingMargin, .leftMargin, .trailingMargin, .rightMargin, .topMargin,
            .bottomMargin, .centerXWithinMargins, .centerYWithinMargins,
        ]
        if marginAttributes.contains(attribute), margins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8),
            viewObjects[index].layoutExtras.directionalLayoutMargins == nil
        {
            defaultMargins.insert(index)
        }
        let (left, right) =
            viewObjects[index].layoutExtras.directionalLayoutMargins.map { ($0.leading, $0.trailing) }
            ?? (margins.left, margins.right)
        let value: (Int32, Double)? =
            switch attribute {
            case .leading: (Int32(NIBORNOT_ATTRIBUTE_START), 0)
            case .trailing: (Int32(NIBORNOT_ATTRIBUTE_END), 0)
            case .left: (Int32(NIBORNOT_ATTRIBUTE_LEFT), 0)
            case .right: (Int32(NIBORNOT_ATTRIBUTE_RIGHT), 0)
            case .top: (Int32(NIBORNOT_ATTRIBUTE_TOP), 0)
            case .bottom: (Int32(NIBORNOT_ATTRIBUTE_BOTTOM), 0)
            case .width: (Int32(NIBORNOT_ATTRIBUTE_WIDTH), 0)
            case .height: (Int32(NIBORNOT_ATTRIBUTE_HEIGHT), 0)
            case .centerX: (Int32(NIBORNOT_ATTRIBUTE_CENTER_X), 0)
            case .centerY: (Int32(NIBORNOT_ATTRIBUTE_CENTER_Y), 0)
            case .leadingMargin: (Int32(NIBORNOT_ATTRIBUTE_START), left)
            case .leftMargin: (Int32(NIBORNOT_ATTRIBUTE_LEFT), margins.left)
            case .trailingMargin: (Int32(NIBORNOT_ATTRIBUTE_END), -right)
            case .rightMargin: (Int32(NIBORNOT_ATTRIBUTE_RIGHT), -margins.right)
            case .topMargin: (Int32(NIBORNOT_ATTRIBUTE_TOP), margins.top)
            case .bottomMargin: (Int32(NIBORNOT_ATTRIBUTE_BOTTOM), -margins.bottom)
            case .centerXWithinMargins: (Int32(NIBORNOT_ATTRIBUTE_CENTER_X), (left - right) / 2)
            case .centerYWithinMargins: (Int32(NIBORNOT_ATTRIBUTE_CENTER_Y), (margins.top - margins.bottom) / 2)
            case .baseline, .firstBaseline, .lastBaseline: nil
            }
        return value
    }

    /// UIKit's autoresizing constraints at the XIB's size: a view that no constraint places (none held by an
    /// ancestor names it, and it holds none on itself alone) is pinned at its frame in its parent's layout.
    private mutating func keepFrames() {
        var placed = Set<Int>()
        for (holder, view) in viewObjects.enumerated() {
            for constraint in view.constraints where constraint.isActive {
                let items = [constraint.firstItem ?? view, constraint.secondItem].compactMap { index(of: $0) }
                if items.allSatisfy({ $0 == holder }) { placed.insert(holder) }
                for item in items where item != holder && isAncestor(holder, of: item) { placed.insert(item) }
            }
        }
        // A stack view places its arranged subviews by constraints it makes itself (axis, alignment,
        // distribution, spacing), which are not in the XIB: they keep their frames, and the stack is listed.
        for (index, view) in viewObjects.enumerated() where view is StackView && !view.subviews.isEmpty {
            unexpressed.append(
                """
                \(views[index].name) arranges its \(view.subviews.count) subviews by constraints of its own, \
                which the XIB does not hold: they keep their XIB frames
                """
            )
            for subview in view.subviews { placed.remove(indices[ObjectIdentifier(subview)]!) }
        }
        for index in views.indices.dropFirst() where !placed.contains(index) {
            keptFrames.append(index)
            let frame = views[index].frame
            let pins: [(Int32, Double)] = [
                (Int32(NIBORNOT_ATTRIBUTE_LEFT), frame.origin.x), (Int32(NIBORNOT_ATTRIBUTE_TOP), frame.origin.y),
                (Int32(NIBORNOT_ATTRIBUTE_WIDTH), frame.size.width),
                (Int32(NIBORNOT_ATTRIBUTE_HEIGHT), frame.size.height),
            ]
            for (attribute, value) in pins {
                let sized =
                    attribute == Int32(NIBORNOT_ATTRIBUTE_WIDTH) || attribute == Int32(NIBORNOT_ATTRIBUTE_HEIGHT)
                constraints.append(
                    Constraint(
                        target: index, targetAttribute: attribute,
                        relation: Int32(NIBORNOT_RELATION_EQ), source: sized ? nil : views[index].parent,
                        sourceAttribute: sized ? Int32(NIBORNOT_ATTRIBUTE_NONE) : attribute,
                        multiplier: 1, constant: value, strength: Int32(NIBORNOT_STRENGTH_REQUIRED)))
            }
        }
    }

    private func isAncestor(_ ancestor: Int, of index: Int) -> Bool {
        var parent = views[index].parent
        while parent >= 0 {
            if parent == ancestor { return true }
            parent = views[parent].parent
        }
        return false
    }
}

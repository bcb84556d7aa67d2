import Templates
import Views

/// A XIB's Auto Layout constraint in GtkConstraintLayout's terms: `target.targetAttribute (relation) multiplier ×
/// source.sourceAttribute + constant`, at a strength; `source` nil for a constant (`width = 60`).
///
/// The translation is the one scripts/generate-gtk-constraint-rows.py made and the oracle applies to any XIB
/// (Sources/Toolkits/Gtk/GtkRows/Solving, `inspect --solve`); what GTK cannot express is never dropped silently:
/// it is listed with the constraint's id, and the row is refused when a label would be left unplaced.
struct GtkConstraint: Equatable {
    /// `content` (the layout's own widget) or `label-<tag>`.
    let target: String
    /// GtkConstraintAttribute's nick: `start`, `top`, `center-x`, ...
    let targetAttribute: String
    /// `eq`, `le` or `ge`.
    let relation: String
    let source: String?
    let sourceAttribute: String?
    let multiplier: Double
    let constant: Double
    /// `required`, or a weight written as an integer.
    let strength: String

    /// UIKit's default layout margins of a view: 8 points on every side.
    static let defaultMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// The content view's constraints, then each label's, in the XIB's order, each translated or, with the reason,
    /// listed as `id: reason` among those GTK cannot express (or expresses approximately).
    static func read(_ template: Template, file: String) throws -> (constraints: [GtkConstraint], unexpressed: [String])
    {
        let objects = template.objects.flatMap(\.allObjects)
        guard let cell = objects.first(where: { $0.kind == .tableViewCell }),
            let content = cell.slots.first(where: { $0.slot == .contentView })?.object
        else {
            throw RowGenerationError(file: file, reason: "has no table cell content view")
        }
        let labels = content.subviews.filter { $0.kind == .label }
        var names = [content.index: "content"]
        for label in labels {
            guard let tag = label.writtenTag, tag >= 0 else {
                throw RowGenerationError(file: file, line: label.line, reason: "a label has no tag or a negative one")
            }
            names[label.index] = "label-\(tag)"
        }
        let ids = Dictionary(objects.map { ($0.index, $0.id) }, uniquingKeysWith: { first, _ in first })
        let margins = content.writtenLayoutMargins ?? defaultMargins
        var translated: [GtkConstraint] = [], unexpressed: [String] = []
        for owner in [content] + labels {
            for constraint in template.constraints where constraint.ownerIndex == owner.index {
                do {
                    let result = try translate(
                        constraint, names: names, ids: ids, content: content.index, margins: margins)
                    if let note = result.approximated { unexpressed.append("\(constraint.id): \(note)") }
                    translated.append(result.constraint)
                } catch {
                    unexpressed.append("\(constraint.id): \(error.text)")
                }
            }
        }
        return (translated, unexpressed)
    }

    /// Why a constraint has no GTK counterpart.
    struct Reason: Error {
        let text: String
    }

    /// One constraint as GTK states it. Margin attributes become the edge plus the margin, folded into the
    /// constant, since GTK has no margins; an inequality that is not required is made required (GTK 4.8's solver
    /// corrupts memory on an optional inequality, docs/gtk.md), with a note saying so.
    private static func translate(
        _ constraint: TemplateConstraint, names: [Int: String], ids: [Int: String], content: Int, margins: EdgeInsets
    ) throws(Reason) -> (constraint: GtkConstraint, approximated: String?) {
        for item in [constraint.firstItemIndex, constraint.secondItemIndex].compactMap({ $0 }) where names[item] == nil
        {
            throw Reason(
                text: "item \(ids[item] ?? "#\(item)") is not the content view or one of its labels "
                    + "(GTK relates a layout's children and itself only)")
        }
        if !constraint.isInstalled {
            throw Reason(text: "excluded from the default size class, so not installed")
        }
        let marginsOf = { (item: Int) in item == content ? margins : defaultMargins }
        let firstSide = try side(constraint.firstAttribute, marginsOf(constraint.firstItemIndex))
        let relation = relationNick(constraint.relation)
        var strength = strength(constraint.priority)
        var approximated: String?
        if relation != "eq", strength != "required" {
            strength = "required"
            approximated =
                "optional inequality made required, since GTK 4.8's solver crashes on an optional inequality"
        }
        let target = names[constraint.firstItemIndex]!
        guard let secondIndex = constraint.secondItemIndex, let secondAttribute = constraint.secondAttribute else {
            let result = GtkConstraint(
                target: target, targetAttribute: firstSide.nick, relation: relation, source: nil, sourceAttribute: nil,
                multiplier: 1, constant: constraint.constant - firstSide.offset, strength: strength)
            return (result, approximated)
        }
        let secondSide = try side(secondAttribute, marginsOf(secondIndex))
        let multiplier = constraint.multiplier
        let result = GtkConstraint(
            target: target, targetAttribute: firstSide.nick, relation: relation, source: names[secondIndex]!,
            sourceAttribute: secondSide.nick, multiplier: multiplier,
            constant: constraint.constant + multiplier * secondSide.offset - firstSide.offset, strength: strength)
        return (result, approximated)
    }

    /// GTK's attribute for one side of a constraint and the offset a margin attribute adds, or why there is none.
    /// UIKit's leading and trailing are GTK's start and end.
    private static func side(
        _ attribute: LayoutAttribute, _ m: EdgeInsets
    ) throws(Reason) -> (nick: String, offset: Double) {
        switch attribute {
        case .leading: ("start", 0)
        case .trailing: ("end", 0)
        case .left, .right, .top, .bottom, .width, .height: (attribute.rawValue, 0)
        case .centerX: ("center-x", 0)
        case .centerY: ("center-y", 0)
        case .leadingMargin: ("start", m.left)
        case .leftMargin: ("left", m.left)
        case .trailingMargin: ("end", -m.right)
        case .rightMargin: ("right", -m.right)
        case .topMargin: ("top", m.top)
        case .bottomMargin: ("bottom", -m.bottom)
        case .centerXWithinMargins: ("center-x", (m.left - m.right) / 2)
        case .centerYWithinMargins: ("center-y", (m.top - m.bottom) / 2)
        // GtkConstraintLayout's `baseline` is, for a child, a free variable of the solver tied to nothing the
        // label draws (GTK 4.8): a baseline constraint would be accepted and mean nothing, so it is listed.
        case .baseline, .firstBaseline, .lastBaseline:
            throw Reason(text: "GTK's baseline attribute is a free variable, not the label's baseline")
        }
    }

    private static func relationNick(_ relation: LayoutRelation) -> String {
        switch relation {
        case .equal: "eq"
        case .lessThanOrEqual: "le"
        case .greaterThanOrEqual: "ge"
        }
    }

    /// UIKit's priority 1000 is required; a lower one p is the weight p × 1,000,000, so that priorities keep their
    /// order and every one outweighs GTK's own pull of a child towards its natural size (MEDIUM, 1000), as any
    /// UIKit priority above 0 outweighs nothing. Weights add up in GTK's Cassowary solver, so, unlike UIKit's, many
    /// weak constraints can outvote a stronger one.
    static func strength(_ priority: Double) -> String {
        priority >= 1000 ? "required" : String(PythonNumber.roundedToEven(priority * 1_000_000))
    }
}

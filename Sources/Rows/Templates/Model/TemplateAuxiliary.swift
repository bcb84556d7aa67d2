import Views

/// The objects of a template that are not views: layout guides, gesture recognizers, and the outlet
/// collections and recognizer actions that wire them, made and connected by `Template.instantiate`
/// after the views (constraints, kept in `Template.constraints`, are made here too).
///
/// Kept apart from `Template`'s view objects so that a template without them (the seed's row) pays
/// two empty checks per instantiation and nothing else.
public struct TemplateAuxiliary: Sendable {
    public var layoutGuides: [TemplateLayoutGuide] = []
    public var gestureRecognizers: [TemplateGestureRecognizer] = []
    public var outletCollections: [TemplateOutletCollection] = []
    /// The font names `<customFonts>` declares as shipped with the app, in document order.
    public var customFonts: [String] = []

    public init() {}

    var isEmpty: Bool { layoutGuides.isEmpty && gestureRecognizers.isEmpty && outletCollections.isEmpty }
}

/// `<viewLayoutGuide key="safeArea" id=...>`: a guide its view owns, which constraints may name.
public struct TemplateLayoutGuide: Sendable {
    public let identifier: String
    public let index: Int
    public let ownerIndex: Int
}

/// A top-level `<tapGestureRecognizer>` (or another kind) with its settings and actions.
public struct TemplateGestureRecognizer: Sendable {
    public let kind: GestureRecognizer.Kind
    public let id: String
    public let line: Int
    public let index: Int
    public let settings: [String: Double]
    /// Selector and destination index of each `<action>`, in document order.
    public var actions: [(selector: String, destinationIndex: Int)]
}

/// One `<outletCollection property= destination=>`: the destination is appended to the source's collection.
public struct TemplateOutletCollection: Sendable {
    public let property: String
    public let line: Int
    public let sourceIndex: Int
    public let destinationIndex: Int
}

extension Template {
    /// Makes the layout guides, gesture recognizers and constraints into the object table, once the views exist.
    func makeAuxiliaryObjects(in table: inout ContiguousArray<AnyObject?>) {
        for guide in auxiliary.layoutGuides {
            let view = table[guide.ownerIndex] as? View
            let made = LayoutGuide(identifier: guide.identifier, owningView: view)
            view?.layoutGuides.append(made)
            table[guide.index] = made
        }
        for recognizer in auxiliary.gestureRecognizers {
            let made = GestureRecognizer(kind: recognizer.kind)
            made.settings = recognizer.settings
            table[recognizer.index] = made
        }
        for constraint in constraints {
            let made = LayoutConstraint(
                firstItem: table[constraint.firstItemIndex], firstAttribute: constraint.firstAttribute,
                relation: constraint.relation, secondItem: constraint.secondItemIndex.flatMap { table[$0] },
                secondAttribute: constraint.secondAttribute, multiplier: constraint.multiplier,
                constant: constraint.constant, priority: constraint.priority, identifier: constraint.identifier,
                isActive: constraint.isInstalled)
            (table[constraint.ownerIndex] as? View)?.constraints.append(made)
            table[constraint.index] = made
        }
    }

    /// Fills outlet collections and gives recognizers their actions, after the outlets are connected.
    ///
    /// A view's `gestureRecognizers` collection attaches each recognizer to the view, as UIKit's does.
    func connectAuxiliaryObjects(in table: ContiguousArray<AnyObject?>) throws {
        for recognizer in auxiliary.gestureRecognizers {
            guard let made = table[recognizer.index] as? GestureRecognizer else { continue }
            for action in recognizer.actions {
                made.actions.append(
                    GestureRecognizer.TargetAction(selector: action.selector, target: table[action.destinationIndex]))
            }
        }
        for collection in auxiliary.outletCollections {
            guard let source = table[collection.sourceIndex], let destination = table[collection.destinationIndex]
            else { continue }
            if let view = source as? View {
                view.append(destination, toOutletCollection: collection.property)
                continue
            }
            guard let owner = source as? OutletOwner,
                owner.connect(outletCollection: collection.property, appending: destination)
            else {
                throw TemplateError(
                    file: fileName, line: collection.line, element: "outletCollection", attribute: "property",
                    reason:
                        """
                        names \(collection.property.quotedForMessage), but \(type(of: source)) has no such outlet \
                        collection for a \(type(of: destination)); add it or remove the connection
                        """
                )
            }
        }
    }
}

import Views

/// One object a template makes: its kind, its typed properties and the objects inside it.
///
/// Immutable and fully typed once read: instantiation only allocates by `kind`, copies `properties`
/// through their keyed setters and recurses, so it parses nothing and looks nothing up by name.
public final class TemplateObject: Sendable {
    public let kind: TemplateObjectKind
    /// Interface Builder's object id, e.g. `"kT3-aQ-91b"`.
    public let id: String
    /// Where the object's start tag is in the file, for errors found later (outlets, instantiation).
    public let line: Int
    /// This object's place in the table of objects an instantiation fills (placeholders included).
    public let index: Int
    /// The class Interface Builder was told to use; kept, but objects are made by `kind` (no custom classes here).
    public let customClass: String?
    /// Applied in order; a precomputed font size comes last, after the frame it was fitted to.
    public let properties: [TemplateProperty]
    /// Added with `addSubview` in document order.
    public let subviews: [TemplateObject]
    /// Views a parent holds in a named role (a cell's content and background views), in document order.
    public let slots: [TemplateSlotted]
    /// For an element the reader does not know (read without `--strict`): the UIKit class it names, which
    /// the view made for it, a `StandInView`, shows.
    public let standInClass: String?

    init(
        kind: TemplateObjectKind, id: String, line: Int, index: Int, customClass: String?,
        properties: [TemplateProperty], subviews: [TemplateObject], slots: [TemplateSlotted],
        standInClass: String? = nil
    ) {
        self.standInClass = standInClass
        self.kind = kind
        self.id = id
        self.line = line
        self.index = index
        self.customClass = customClass
        self.properties = properties
        self.subviews = subviews
        self.slots = slots
    }

    /// The same object with other properties, sharing the unchanged parts.
    func with(properties: [TemplateProperty], subviews: [TemplateObject], slots: [TemplateSlotted]) -> TemplateObject {
        TemplateObject(
            kind: kind, id: id, line: line, index: index, customClass: customClass,
            properties: properties, subviews: subviews, slots: slots, standInClass: standInClass)
    }

    /// The same object made as a stand-in for `className`.
    func standingIn(for className: String) -> TemplateObject {
        TemplateObject(
            kind: kind, id: id, line: line, index: index, customClass: customClass,
            properties: properties, subviews: subviews, slots: slots, standInClass: className)
    }

    /// This object and everything inside it, parents first.
    public var allObjects: [TemplateObject] {
        [self] + subviews.flatMap(\.allObjects) + slots.flatMap(\.object.allObjects)
    }
}

/// Which class an object is made as: the switch that stands in for NIB decoding's class lookup.
public enum TemplateObjectKind: String, Sendable, CaseIterable {
    /// `<view>` and `<tableViewCellContentView>`: a plain `View`.
    case view
    case label
    case tableViewCell
    case collectionViewCell
    case button
    case imageView
    case stackView
    case scrollView
    case textView
    case collectionView
    case textField
    case `switch`
    case slider
    case segmentedControl
    case stepper
    case activityIndicatorView
    case progressView
    case pageControl
    case visualEffectView
    case collectionReusableView
    case searchBar
    case pickerView
    /// `<wkWebView>`: a plain view standing in for WebKit's (`WebView`).
    case webView
    /// A `<view>` whose custom class is a control: it has actions, which only controls can send.
    case control

    /// A new object with the class's defaults, ready for the template's properties.
    @inline(__always)
    func make() -> View {
        switch self {
        case .view: return View()
        case .label: return Label()
        case .tableViewCell: return TableViewCell(reuseIdentifier: nil)
        case .collectionViewCell: return CollectionViewCell()
        case .button: return Button()
        case .imageView: return ImageView()
        case .stackView: return StackView()
        case .scrollView: return ScrollView()
        case .textView: return TextView()
        case .collectionView: return CollectionView()
        case .textField: return TextField()
        case .switch: return Switch()
        case .slider: return Slider()
        case .segmentedControl: return SegmentedControl()
        case .stepper: return Stepper()
        case .activityIndicatorView: return ActivityIndicatorView()
        case .progressView: return ProgressView()
        case .pageControl: return PageControl()
        case .visualEffectView: return VisualEffectView()
        case .collectionReusableView: return CollectionReusableView()
        case .searchBar: return SearchBar()
        case .pickerView: return PickerView()
        case .webView: return WebView()
        case .control: return Control()
        }
    }

    /// Whether objects of this kind are controls, which send actions.
    var isControl: Bool { make() is Control }

    /// The kind whose objects are made as `view`'s class exactly (a decoded nib's `Label` → `label`); nil for a
    /// class no kind makes (a stand-in for an unknown class, a subclass of the model's own).
    ///
    /// Why from `make()`: the one table of kinds and classes then answers both ways.
    public init?(madeAs view: View) {
        let made = ObjectIdentifier(type(of: view))
        guard let kind = Self.allCases.first(where: { ObjectIdentifier(type(of: $0.make())) == made }) else {
            return nil
        }
        self = kind
    }
}

/// A view held in a named role by its parent.
public struct TemplateSlotted: Sendable {
    public let slot: TemplateSlot
    public let object: TemplateObject
}

/// The roles a parent gives a child view, from the child's `key` attribute.
public enum TemplateSlot: String, Sendable, CaseIterable {
    /// Replaces the cell's own content view, as NIB decoding does.
    case contentView
    case backgroundView
    case selectedBackgroundView
    /// The same three roles on a collection view cell.
    case collectionContentView
    case collectionBackgroundView
    case collectionSelectedBackgroundView
    /// A visual effect view's `<view key="contentView">`.
    case effectContentView

    /// Puts `view` into its role on `parent`; the reader allows the first three on table cells only and
    /// the others on collection view cells only, which makes the unchecked downcasts safe.
    @inline(__always)
    func set(_ view: View, on parent: View) {
        switch self {
        case .contentView: unsafeDowncast(parent, to: TableViewCell.self).contentView = view
        case .backgroundView: unsafeDowncast(parent, to: TableViewCell.self).backgroundView = view
        case .selectedBackgroundView: unsafeDowncast(parent, to: TableViewCell.self).selectedBackgroundView = view
        case .collectionContentView: unsafeDowncast(parent, to: CollectionViewCell.self).contentView = view
        case .collectionBackgroundView: unsafeDowncast(parent, to: CollectionViewCell.self).backgroundView = view
        case .collectionSelectedBackgroundView:
            unsafeDowncast(parent, to: CollectionViewCell.self).selectedBackgroundView = view
        case .effectContentView: unsafeDowncast(parent, to: VisualEffectView.self).contentView = view
        }
    }
}

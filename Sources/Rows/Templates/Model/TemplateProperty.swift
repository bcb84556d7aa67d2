import Typesetting
import Views

/// One stored property of a template object: which setter (the case) and its typed value (the payload).
///
/// Grouped by the class that declares the setter, so each element family keeps its keys in its own
/// enum and file. The families every row of the benchmark uses (views, labels, table cells) are cases
/// here; the others share one boxed case, `rare` (see `RareSetting`), and a new family adds a case there.
public enum TemplateProperty: Sendable, Equatable {
    case view(ViewSetting)
    case label(LabelSetting)
    case cell(CellSetting)
    /// Boxed: copying a property (as every property is copied while a row is made) then switches over
    /// four cases, not a dozen, and retains at most one box. With the rare families as cases of their
    /// own, the cached variant ran about 2% more instructions per row.
    indirect case rare(RareSetting)

    /// The keyed setter: what NIB decoding's `initWithCoder:` does for one key.
    ///
    /// The reader only puts a family's properties on objects of a kind that has them, which is what
    /// makes the unchecked downcasts safe (they are still checked in debug builds).
    @inline(__always)
    func apply(to view: View) {
        switch self {
        case .view(let setting): setting.apply(to: view)
        case .label(let setting): setting.apply(to: unsafeDowncast(view, to: Label.self))
        case .cell(let setting): setting.apply(to: unsafeDowncast(view, to: TableViewCell.self))
        case .rare(let setting): setting.apply(to: view)
        }
    }

    public static func viewExtra(_ setting: ViewExtraSetting) -> TemplateProperty { .rare(.viewExtra(setting)) }
    public static func collectionCell(_ setting: CollectionCellSetting) -> TemplateProperty {
        .rare(.collectionCell(setting))
    }
    public static func control(_ setting: ControlSetting) -> TemplateProperty { .rare(.control(setting)) }
    public static func button(_ setting: ButtonSetting) -> TemplateProperty { .rare(.button(setting)) }
    public static func imageView(_ setting: ImageViewSetting) -> TemplateProperty { .rare(.imageView(setting)) }
    public static func stackView(_ setting: StackViewSetting) -> TemplateProperty { .rare(.stackView(setting)) }
    public static func scrollView(_ setting: ScrollViewSetting) -> TemplateProperty { .rare(.scrollView(setting)) }
    public static func textView(_ setting: TextViewSetting) -> TemplateProperty { .rare(.textView(setting)) }
    public static func collectionView(_ setting: CollectionViewSetting) -> TemplateProperty {
        .rare(.collectionView(setting))
    }
    public static func controls(_ setting: ControlsSetting) -> TemplateProperty { .rare(.controls(setting)) }
}

/// Properties every view has and most set: plain values only, so that copying one (as every property is
/// copied while a row is made) is a bit copy with nothing to retain. The rarely set ones, some of which
/// hold strings and arrays, are `ViewExtraSetting`s.
public enum ViewSetting: Sendable, Equatable {
    case frame(Rect)
    case tag(Int)
    case backgroundColor(Color)
    case autoresizingMask(AutoresizingMask)
    case hidden(Bool)
    case alpha(Double)
    case opaque(Bool)
    case clipsToBounds(Bool)
    case userInteractionEnabled(Bool)
    case multipleTouchEnabled(Bool)
    case contentMode(ContentMode)

    @inline(__always)
    func apply(to view: View) {
        switch self {
        case .frame(let value): view.frame = value
        case .tag(let value): view.tag = value
        case .backgroundColor(let value): view.backgroundColor = value
        case .autoresizingMask(let value): view.autoresizingMask = value
        case .hidden(let value): view.isHidden = value
        case .alpha(let value): view.alpha = value
        case .opaque(let value): view.isOpaque = value
        case .clipsToBounds(let value): view.clipsToBounds = value
        case .userInteractionEnabled(let value): view.isUserInteractionEnabled = value
        case .multipleTouchEnabled(let value): view.isMultipleTouchEnabled = value
        case .contentMode(let value): view.contentMode = value
        }
    }
}

/// Properties of labels.
public enum LabelSetting: Sendable, Equatable {
    case text(String)
    case font(FontDescriptor)
    case textColor(Color)
    case highlightedTextColor(Color)
    case shadowColor(Color)
    case shadowOffset(Size)
    case textAlignment(TextAlignment)
    case lineBreakMode(LineBreakMode)
    case baselineAdjustment(BaselineAdjustment)
    case numberOfLines(Int)
    case adjustsFontSizeToFitWidth(Bool)
    case minimumFontSize(Double)
    case minimumScaleFactor(Double)
    case highlighted(Bool)
    case enabled(Bool)
    case adjustsLetterSpacingToFitWidth(Bool)
    case preferredMaxLayoutWidth(Double)
    case adjustsFontForContentSizeCategory(Bool)
    /// Not in any file: the fitted size a precomputed template hands the label, as Interface Builder
    /// bakes it into a compiled NIB. Always the label's last property.
    case precomputedFontSize(Double)

    @inline(__always)
    func apply(to label: Label) {
        switch self {
        case .text(let value): label.text = value
        case .font(let value): label.font = value
        case .textColor(let value): label.textColor = value
        case .highlightedTextColor(let value): label.highlightedTextColor = value
        case .shadowColor(let value): label.shadowColor = value
        case .shadowOffset(let value): label.shadowOffset = value
        case .textAlignment(let value): label.textAlignment = value
        case .lineBreakMode(let value): label.lineBreakMode = value
        case .baselineAdjustment(let value): label.baselineAdjustment = value
        case .numberOfLines(let value): label.numberOfLines = value
        case .adjustsFontSizeToFitWidth(let value): label.adjustsFontSizeToFitWidth = value
        case .minimumFontSize(let value): label.minimumFontSize = value
        case .minimumScaleFactor(let value): label.minimumScaleFactor = value
        case .highlighted(let value): label.isHighlighted = value
        case .enabled(let value): label.isEnabled = value
        case .adjustsLetterSpacingToFitWidth(let value): label.adjustsLetterSpacingToFitWidth = value
        case .preferredMaxLayoutWidth(let value): label.preferredMaxLayoutWidth = value
        case .adjustsFontForContentSizeCategory(let value): label.adjustsFontForContentSizeCategory = value
        case .precomputedFontSize(let value): label.usePrecomputedFontSize(value)
        }
    }
}

/// Properties of table cells (their content and background views are slots, not properties).
public enum CellSetting: Sendable, Equatable {
    case reuseIdentifier(String)
    case selectionStyle(SelectionStyle)
    case indentationWidth(Double)
    case indentationLevel(Int)
    case style(CellStyle)
    case accessoryType(AccessoryType)
    case editingAccessoryType(AccessoryType)
    case separatorInset(EdgeInsets)

    @inline(__always)
    func apply(to cell: TableViewCell) {
        switch self {
        case .reuseIdentifier(let value): cell.reuseIdentifier = value
        case .selectionStyle(let value): cell.selectionStyle = value
        case .indentationWidth(let value): cell.indentationWidth = value
        case .indentationLevel(let value): cell.indentationLevel = value
        case .style(let value): cell.style = value
        case .accessoryType(let value): cell.accessoryType = value
        case .editingAccessoryType(let value): cell.editingAccessoryType = value
        case .separatorInset(let value): cell.separatorInset = value
        }
    }
}

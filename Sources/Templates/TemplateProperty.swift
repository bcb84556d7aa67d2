import Typesetting
import Views

/// One stored property of a template object: which setter (the case) and its typed value (the payload).
///
/// Grouped by the class that declares the setter, so each element family keeps its keys in its own
/// enum and file, and a new family (image views, buttons, ...) adds one case here.
public enum TemplateProperty: Sendable, Equatable {
    case view(ViewSetting)
    case label(LabelSetting)
    case cell(CellSetting)
    case collectionCell(CollectionCellSetting)
    case control(ControlSetting)
    case button(ButtonSetting)
    case imageView(ImageViewSetting)
    case stackView(StackViewSetting)
    case scrollView(ScrollViewSetting)
    case textView(TextViewSetting)
    case collectionView(CollectionViewSetting)

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
        case .collectionCell(let setting): setting.apply(to: unsafeDowncast(view, to: CollectionViewCell.self))
        case .control(let setting): setting.apply(to: unsafeDowncast(view, to: Control.self))
        case .button(let setting): setting.apply(to: unsafeDowncast(view, to: Button.self))
        case .imageView(let setting): setting.apply(to: unsafeDowncast(view, to: ImageView.self))
        case .stackView(let setting): setting.apply(to: unsafeDowncast(view, to: StackView.self))
        case .scrollView(let setting): setting.apply(to: unsafeDowncast(view, to: ScrollView.self))
        case .textView(let setting): setting.apply(to: unsafeDowncast(view, to: TextView.self))
        case .collectionView(let setting): setting.apply(to: unsafeDowncast(view, to: CollectionView.self))
        }
    }
}

/// Properties every view has.
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
    case restorationIdentifier(String)
    case tintColor(Color)
    case preservesSuperviewLayoutMargins(Bool)
    case insetsLayoutMarginsFromSafeArea(Bool)
    case layoutMargins(EdgeInsets)
    case accessibility(Accessibility)
    case runtimeAttributes([RuntimeAttribute])

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
        case .restorationIdentifier(let value): view.restorationIdentifier = value
        case .tintColor(let value): view.tintColor = value
        case .preservesSuperviewLayoutMargins(let value): view.preservesSuperviewLayoutMargins = value
        case .insetsLayoutMarginsFromSafeArea(let value): view.insetsLayoutMarginsFromSafeArea = value
        case .layoutMargins(let value): view.layoutMargins = value
        case .accessibility(let value): view.accessibility = value
        case .runtimeAttributes(let value): view.userDefinedRuntimeAttributes = value
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

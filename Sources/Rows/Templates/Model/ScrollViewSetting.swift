import Typesetting
import Views

/// Properties of scroll views (and so of text and collection views).
public enum ScrollViewSetting: Sendable, Equatable {
    case scrollEnabled(Bool)
    case showsHorizontalScrollIndicator(Bool)
    case showsVerticalScrollIndicator(Bool)
    case bounces(Bool)
    case alwaysBounceHorizontal(Bool)
    case alwaysBounceVertical(Bool)
    case pagingEnabled(Bool)
    case directionalLockEnabled(Bool)
    case keyboardDismissMode(ScrollView.KeyboardDismissMode)

    @inline(__always)
    func apply(to view: ScrollView) {
        switch self {
        case .scrollEnabled(let value): view.isScrollEnabled = value
        case .showsHorizontalScrollIndicator(let value): view.showsHorizontalScrollIndicator = value
        case .showsVerticalScrollIndicator(let value): view.showsVerticalScrollIndicator = value
        case .bounces(let value): view.bounces = value
        case .alwaysBounceHorizontal(let value): view.alwaysBounceHorizontal = value
        case .alwaysBounceVertical(let value): view.alwaysBounceVertical = value
        case .pagingEnabled(let value): view.isPagingEnabled = value
        case .directionalLockEnabled(let value): view.isDirectionalLockEnabled = value
        case .keyboardDismissMode(let value): view.keyboardDismissMode = value
        }
    }
}

/// Properties of text views.
public enum TextViewSetting: Sendable, Equatable {
    case text(String)
    case font(FontDescriptor)
    case textColor(Color)
    case textAlignment(TextAlignment)
    case editable(Bool)
    case selectable(Bool)
    case adjustsFontForContentSizeCategory(Bool)
    case textInputTraits(TextInputTraits)

    @inline(__always)
    func apply(to view: TextView) {
        switch self {
        case .text(let value): view.text = value
        case .font(let value): view.font = value
        case .textColor(let value): view.textColor = value
        case .textAlignment(let value): view.textAlignment = value
        case .editable(let value): view.isEditable = value
        case .selectable(let value): view.isSelectable = value
        case .adjustsFontForContentSizeCategory(let value): view.adjustsFontForContentSizeCategory = value
        case .textInputTraits(let value): view.textInputTraits = value
        }
    }
}

/// Properties of collection views.
public enum CollectionViewSetting: Sendable, Equatable {
    /// Indirect: a flow layout is large, and `TemplateProperty` is as large as its largest case.
    indirect case layout(FlowLayout)

    @inline(__always)
    func apply(to view: CollectionView) {
        switch self {
        case .layout(let value): view.layout = value
        }
    }
}

import Typesetting
import Views

/// Properties of controls (`UIControl`).
public enum ControlSetting: Sendable, Equatable {
    case enabled(Bool)
    case selected(Bool)
    case highlighted(Bool)
    case contentHorizontalAlignment(ContentHorizontalAlignment)
    case contentVerticalAlignment(ContentVerticalAlignment)

    @inline(__always)
    func apply(to control: Control) {
        switch self {
        case .enabled(let value): control.isEnabled = value
        case .selected(let value): control.isSelected = value
        case .highlighted(let value): control.isHighlighted = value
        case .contentHorizontalAlignment(let value): control.contentHorizontalAlignment = value
        case .contentVerticalAlignment(let value): control.contentVerticalAlignment = value
        }
    }
}

/// Properties of buttons; the per-state ones carry their state, as `setTitle(_:for:)` does.
public enum ButtonSetting: Sendable, Equatable {
    case buttonType(ButtonType)
    case font(FontDescriptor)
    case lineBreakMode(LineBreakMode)
    case title(ControlState, String)
    /// Indirect, to keep `TemplateProperty` (as large as its largest case) at the size of a colour.
    indirect case titleColor(ControlState, Color)
    indirect case titleShadowColor(ControlState, Color)
    case image(ControlState, String)
    case backgroundImage(ControlState, String)
    case titleShadowOffset(Size)
    case contentEdgeInsets(EdgeInsets)
    case titleEdgeInsets(EdgeInsets)
    case imageEdgeInsets(EdgeInsets)
    case showsTouchWhenHighlighted(Bool)
    case adjustsImageWhenHighlighted(Bool)
    case adjustsImageWhenDisabled(Bool)
    case reversesTitleShadowWhenHighlighted(Bool)
    /// An image given by reference (an SF Symbol): its name goes into `images` too.
    indirect case imageReference(ControlState, ImageReference)
    indirect case symbolConfiguration(ControlState, SymbolConfiguration)

    @inline(__always)
    func apply(to button: Button) {
        switch self {
        case .buttonType(let value): button.buttonType = value
        case .font(let value): button.font = value
        case .lineBreakMode(let value): button.lineBreakMode = value
        case .title(let state, let value): button.titles[state] = value
        case .titleColor(let state, let value): button.titleColors[state] = value
        case .titleShadowColor(let state, let value): button.titleShadowColors[state] = value
        case .image(let state, let value): button.images[state] = value
        case .backgroundImage(let state, let value): button.backgroundImages[state] = value
        case .titleShadowOffset(let value): button.titleShadowOffset = value
        case .contentEdgeInsets(let value): button.contentEdgeInsets = value
        case .titleEdgeInsets(let value): button.titleEdgeInsets = value
        case .imageEdgeInsets(let value): button.imageEdgeInsets = value
        case .showsTouchWhenHighlighted(let value): button.showsTouchWhenHighlighted = value
        case .adjustsImageWhenHighlighted(let value): button.adjustsImageWhenHighlighted = value
        case .adjustsImageWhenDisabled(let value): button.adjustsImageWhenDisabled = value
        case .reversesTitleShadowWhenHighlighted(let value): button.reversesTitleShadowWhenHighlighted = value
        case .imageReference(let state, let value):
            button.images[state] = value.name
            button.imageReferences[state] = value
        case .symbolConfiguration(let state, let value): button.preferredSymbolConfigurations[state] = value
        }
    }
}

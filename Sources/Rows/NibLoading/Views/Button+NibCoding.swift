import Views

/// `UIButton`'s keys, after `UIControl`'s. Titles, colours and images per state are archived as
/// `UIButtonStatefulContent`: a dictionary from the state's `UIControl.State` value (normal 0,
/// highlighted 1, disabled 2, selected 4) to a `UIButtonContent` (`UITitle`, `UITitleColor`,
/// `UIShadowColor`, `UIImage`, `UIBackgroundImage`).
///
/// `UIButtonType` uses UIKit's numbering, where Xcode's `roundedRect` is `system` (1); the model keeps
/// the two apart, so a rounded-rect button also carries the project's own key `NibOrNotRoundedRect`.
extension Button {
    public static let buttonNibCoding = NibClassCoding.view(
        "UIButton", Button.self, make: { Button() },
        decodeKeys: { try decodeButtonKeys($0, from: $1) },
        encodeKeys: { try encodeButtonKeys($0, to: $1) })

    static let types: [ButtonType] = [.custom, .system, .detailDisclosure, .infoLight, .infoDark, .contactAdd]
    static let stateValues: [ControlState: Int] = [.normal: 0, .highlighted: 1, .disabled: 2, .selected: 4]

    public static func decodeButtonKeys(_ button: Button, from coder: NibDecoder) throws {
        try decodeControlKeys(button, from: coder)
        if let type = try coder.decodeEnum(forKey: "UIButtonType", in: types) { button.buttonType = type }
        if try coder.decodeBool(forKey: "NibOrNotRoundedRect") == true { button.buttonType = .roundedRect }
        if let font = try coder.decodeFont(forKey: "UIFont") { button.font = font }
        if let mode = try coder.decodeEnum(forKey: "UILineBreakMode", in: LineBreakMode.allCases) {
            button.lineBreakMode = mode
        }
        if case .dictionary(let pairs)? = try coder.decodeObject(forKey: "UIButtonStatefulContent") {
            for (key, value) in pairs {
                guard case .int(let raw) = key, let state = stateValues.first(where: { $0.value == raw })?.key,
                    case .value(let boxed) = value, let content = boxed as? ButtonContent
                else {
                    throw coder.error(
                        "has a UIButtonStatefulContent entry that is not a control state and a UIButtonContent")
                }
                button.titles[state] = content.title
                button.titleColors[state] = content.titleColor
                button.titleShadowColors[state] = content.shadowColor
                button.images[state] = content.image
                button.backgroundImages[state] = content.backgroundImage
            }
        }
        if let size = try coder.decodeSize(forKey: "UITitleShadowOffset") { button.titleShadowOffset = size }
        if let insets = try coder.decodeInsets(forKey: "UIContentEdgeInsets") { button.contentEdgeInsets = insets }
        if let insets = try coder.decodeInsets(forKey: "UITitleEdgeInsets") { button.titleEdgeInsets = insets }
        if let insets = try coder.decodeInsets(forKey: "UIImageEdgeInsets") { button.imageEdgeInsets = insets }
        if let flag = try coder.decodeBool(forKey: "UIShowsTouchWhenHighlighted") {
            button.showsTouchWhenHighlighted = flag
        }
        if let flag = try coder.decodeBool(forKey: "UIAdjustsImageWhenHighlighted") {
            button.adjustsImageWhenHighlighted = flag
        }
        if let flag = try coder.decodeBool(forKey: "UIAdjustsImageWhenDisabled") {
            button.adjustsImageWhenDisabled = flag
        }
        if let flag = try coder.decodeBool(forKey: "UIReversesTitleShadowWhenHighlighted") {
            button.reversesTitleShadowWhenHighlighted = flag
        }
        try decodeSymbolKeys(button, from: coder)
    }

    public static func encodeButtonKeys(_ button: Button, to coder: NibEncoder) throws {
        try encodeControlKeys(button, to: coder)
        let fresh = Button()
        if button.buttonType != fresh.buttonType {
            coder.encodeEnum(
                button.buttonType == .roundedRect ? .system : button.buttonType, in: types, forKey: "UIButtonType")
            if button.buttonType == .roundedRect { coder.encodeBool(true, forKey: "NibOrNotRoundedRect") }
        }
        if button.font != fresh.font { coder.encodeFont(button.font, forKey: "UIFont") }
        if button.lineBreakMode != fresh.lineBreakMode {
            coder.encodeEnum(button.lineBreakMode, in: LineBreakMode.allCases, forKey: "UILineBreakMode")
        }
        let states = ControlState.allCases.filter {
            button.titles[$0] != nil || button.titleColors[$0] != nil || button.titleShadowColors[$0] != nil
                || button.images[$0] != nil || button.backgroundImages[$0] != nil
        }
        if !states.isEmpty {
            let states = states.sorted { stateValues[$0]! < stateValues[$1]! }
            let dictionary = coder.addObject(className: "NSDictionary") {
                coder.encode(.bool(true), forKey: "NSInlinedValue")
                for state in states {
                    let key = coder.addObject(className: "NSNumber") {
                        coder.encodeInteger(stateValues[state]!, forKey: "NS.intval")
                    }
                    coder.encode(.object(key), forKey: "UINibEncoderEmptyKey")
                    let content = coder.addObject(className: "UIButtonContent") {
                        if let text = button.titles[state] { coder.encodeString(text, forKey: "UITitle") }
                        coder.encodeColor(button.titleColors[state], forKey: "UITitleColor")
                        coder.encodeColor(button.titleShadowColors[state], forKey: "UIShadowColor")
                        ImageCoding.encode(button.images[state], forKey: "UIImage", in: coder)
                        ImageCoding.encode(button.backgroundImages[state], forKey: "UIBackgroundImage", in: coder)
                    }
                    coder.encode(.object(content), forKey: "UINibEncoderEmptyKey")
                }
            }
            coder.encode(.object(dictionary), forKey: "UIButtonStatefulContent")
        }
        if button.titleShadowOffset != fresh.titleShadowOffset {
            coder.encodeSize(button.titleShadowOffset, forKey: "UITitleShadowOffset")
        }
        if button.contentEdgeInsets != fresh.contentEdgeInsets {
            coder.encodeInsets(button.contentEdgeInsets, forKey: "UIContentEdgeInsets")
        }
        if button.titleEdgeInsets != fresh.titleEdgeInsets {
            coder.encodeInsets(button.titleEdgeInsets, forKey: "UITitleEdgeInsets")
        }
        if button.imageEdgeInsets != fresh.imageEdgeInsets {
            coder.encodeInsets(button.imageEdgeInsets, forKey: "UIImageEdgeInsets")
        }
        if button.showsTouchWhenHighlighted != fresh.showsTouchWhenHighlighted {
            coder.encodeBool(button.showsTouchWhenHighlighted, forKey: "UIShowsTouchWhenHighlighted")
        }
        if button.adjustsImageWhenHighlighted != fresh.adjustsImageWhenHighlighted {
            coder.encodeBool(button.adjustsImageWhenHighlighted, forKey: "UIAdjustsImageWhenHighlighted")
        }
        if button.adjustsImageWhenDisabled != fresh.adjustsImageWhenDisabled {
            coder.encodeBool(button.adjustsImageWhenDisabled, forKey: "UIAdjustsImageWhenDisabled")
        }
        if button.reversesTitleShadowWhenHighlighted != fresh.reversesTitleShadowWhenHighlighted {
            coder.encodeBool(button.reversesTitleShadowWhenHighlighted, forKey: "UIReversesTitleShadowWhenHighlighted")
        }
        encodeSymbolKeys(button, to: coder)
    }
}

/// One state's content of a button, as a `UIButtonContent` archives it.
struct ButtonContent {
    var title: String?
    var titleColor: Color?
    var shadowColor: Color?
    var image: String?
    var backgroundImage: String?

    static let coding = NibClassCoding(
        className: "UIButtonContent",
        decode: { coder in
            .value(
                ButtonContent(
                    title: try coder.decodeString(forKey: "UITitle"),
                    titleColor: try coder.decodeColor(forKey: "UITitleColor"),
                    shadowColor: try coder.decodeColor(forKey: "UIShadowColor"),
                    image: try ImageCoding.decode(forKey: "UIImage", from: coder),
                    backgroundImage: try ImageCoding.decode(forKey: "UIBackgroundImage", from: coder)))
        })
}

import Views

/// `UIVisualEffectView`'s keys, after `UIView`'s: its `UISubviews` holds the content view, which
/// `UIVisualEffectViewContentView` refers to (as a cell's `UIContentView`), and `UIVisualEffectViewEffect`
/// is a `UIBlurEffect` (`UIBlurEffectStyle`) or a `UIVibrancyEffect` (`UIVibrancyEffectBlurStyle`,
/// `UIVibrancyEffectStyle`). The styles are archived by Xcode's names, as the model keeps them; UIKit
/// numbers them (docs/nib-coding.md lists these keys as the project's reading).
extension VisualEffectView {
    public static let visualEffectViewNibCoding = NibClassCoding.view(
        "UIVisualEffectView", VisualEffectView.self,
        make: { VisualEffectView() },
        decodeKeys: { try decodeVisualEffectKeys($0, from: $1) },
        encodeKeys: { try encodeVisualEffectKeys($0, to: $1) })

    public static let blurEffectNibCoding = NibClassCoding(
        className: "UIBlurEffect",
        decode: { coder in
            if case .object? = coder.value(forKey: "UIBlurEffectStyle"),
                let style = try coder.decodeString(forKey: "UIBlurEffectStyle")
            {
                return .value(Effect.blur(style))
            }
            // ibtool writes UIKit's number (`UIBlurEffect.Style`); the model keeps Xcode's name.
            guard let number = try coder.decodeInteger(forKey: "UIBlurEffectStyle") else {
                throw coder.error("is a UIBlurEffect without UIBlurEffectStyle")
            }
            guard blurStyleNames.indices.contains(number) else {
                throw coder.error(
                    "has UIBlurEffectStyle \(number), which is no UIBlurEffect.Style (0...\(blurStyleNames.count - 1))")
            }
            return .value(Effect.blur(blurStyleNames[number]))
        })

    /// `UIBlurEffect.Style`'s cases in UIKit's numbering, by the names Xcode writes in a XIB.
    static let blurStyleNames = [
        "extraLight", "light", "dark", "extraDark", "regular", "prominent",
        "systemUltraThinMaterial", "systemThinMaterial", "systemMaterial", "systemThickMaterial",
        "systemChromeMaterial",
        "systemUltraThinMaterialLight", "systemThinMaterialLight", "systemMaterialLight", "systemThickMaterialLight",
        "systemChromeMaterialLight",
        "systemUltraThinMaterialDark", "systemThinMaterialDark", "systemMaterialDark", "systemThickMaterialDark",
        "systemChromeMaterialDark",
    ]

    public static let vibrancyEffectNibCoding = NibClassCoding(
        className: "UIVibrancyEffect",
        decode: { coder in
            guard let blur = try coder.decodeString(forKey: "UIVibrancyEffectBlurStyle") else {
                throw coder.error("is a UIVibrancyEffect without UIVibrancyEffectBlurStyle")
            }
            return .value(Effect.vibrancy(blur: blur, style: try coder.decodeString(forKey: "UIVibrancyEffectStyle")))
        })

    public static func decodeVisualEffectKeys(_ view: VisualEffectView, from coder: NibDecoder) throws {
        try decodeViewKeys(view, from: coder, subviews: false)
        if let content = try coder.decodeView(forKey: "UIVisualEffectViewContentView") { view.contentView = content }
        for child in try coder.decodeViews(forKey: "UISubviews") ?? [] where child !== view.contentView {
            guard child.superview == nil else {
                throw coder.error("lists a view in UISubviews that already has a superview")
            }
            view.addSubview(child)
        }
        if let effect = try coder.decodeValue(forKey: "UIVisualEffectViewEffect", as: Effect.self) {
            view.effect = effect
        }
        try decodeViewLayout(view, from: coder)
    }

    public static func encodeVisualEffectKeys(_ view: VisualEffectView, to coder: NibEncoder) throws {
        try encodeViewKeys(view, to: coder, subviews: false)
        try coder.encodeObjects(view.subviews, className: "NSMutableArray", forKey: "UISubviews")
        try coder.encodeObject(view.contentView, forKey: "UIVisualEffectViewContentView")
        switch view.effect {
        case .blur(let style)?:
            let index = coder.addObject(className: "UIBlurEffect") {
                coder.encodeString(style, forKey: "UIBlurEffectStyle")
            }
            coder.encode(.object(index), forKey: "UIVisualEffectViewEffect")
        case .vibrancy(let blur, let style)?:
            let index = coder.addObject(className: "UIVibrancyEffect") {
                coder.encodeString(blur, forKey: "UIVibrancyEffectBlurStyle")
                if let style { coder.encodeString(style, forKey: "UIVibrancyEffectStyle") }
            }
            coder.encode(.object(index), forKey: "UIVisualEffectViewEffect")
        case nil:
            break
        }
        try encodeViewLayout(view, to: coder)
    }
}

import Views

/// The `UIView` keys most views leave out: restoration identifier, tint, margins, accessibility and
/// user-defined runtime attributes.
///
/// Accessibility and runtime attributes are kept on the view under keys of their own
/// (`UIAccessibility...`, `UIUserDefinedRuntimeAttributes`) rather than in the root's
/// `UINibAccessibilityConfigurationsKey`/`UINibKeyValuePairsKey` arrays UIKit applies after decoding:
/// the model stores them on the view, and the names of UIKit's configuration objects are not documented.
extension View {
    static func decodeViewExtras(_ view: View, from coder: NibDecoder) throws {
        if let text = try coder.decodeString(forKey: "UIRestorationIdentifier") { view.restorationIdentifier = text }
        if let color = try coder.decodeColor(forKey: "UITintColor") { view.tintColor = color }
        if let flag = try coder.decodeBool(forKey: "UIViewPreservesSuperviewMargins") {
            view.preservesSuperviewLayoutMargins = flag
        }
        if let flag = try coder.decodeBool(forKey: "UIViewInsetsLayoutMarginsFromSafeArea") {
            view.insetsLayoutMarginsFromSafeArea = flag
        }
        if let insets = try coder.decodeInsets(forKey: "UIViewLayoutMargins") { view.layoutMargins = insets }
        var accessibility = view.accessibility
        if let flag = try coder.decodeBool(forKey: "UIIsAccessibilityElement") { accessibility.isElement = flag }
        if let text = try coder.decodeString(forKey: "UIAccessibilityIdentifier") { accessibility.identifier = text }
        if let text = try coder.decodeString(forKey: "UIAccessibilityLabel") { accessibility.label = text }
        if let text = try coder.decodeString(forKey: "UIAccessibilityHint") { accessibility.hint = text }
        if let text = try coder.decodeString(forKey: "UIAccessibilityValue") { accessibility.value = text }
        if let traits = try coder.decodeInteger(forKey: "UIAccessibilityTraits") {
            accessibility.traits = AccessibilityTraits(rawValue: traits)
        }
        if accessibility != view.accessibility { view.accessibility = accessibility }
        if let attributes = try coder.decodeArray(forKey: "UIUserDefinedRuntimeAttributes") {
            view.userDefinedRuntimeAttributes = try attributes.map {
                try RuntimeAttributeCoding.decode($0, coder: coder)
            }
        }
    }

    static func encodeViewExtras(_ view: View, fresh: View, to coder: NibEncoder) throws {
        if view.restorationIdentifier != fresh.restorationIdentifier, let text = view.restorationIdentifier {
            coder.encodeString(text, forKey: "UIRestorationIdentifier")
        }
        if view.tintColor != fresh.tintColor { coder.encodeColor(view.tintColor, forKey: "UITintColor") }
        if view.preservesSuperviewLayoutMargins != fresh.preservesSuperviewLayoutMargins {
            coder.encodeBool(view.preservesSuperviewLayoutMargins, forKey: "UIViewPreservesSuperviewMargins")
        }
        if view.insetsLayoutMarginsFromSafeArea != fresh.insetsLayoutMarginsFromSafeArea {
            coder.encodeBool(view.insetsLayoutMarginsFromSafeArea, forKey: "UIViewInsetsLayoutMarginsFromSafeArea")
        }
        if view.layoutMargins != fresh.layoutMargins {
            coder.encodeInsets(view.layoutMargins, forKey: "UIViewLayoutMargins")
        }
        let accessibility = view.accessibility, defaults = fresh.accessibility
        if accessibility.isElement != defaults.isElement, let flag = accessibility.isElement {
            coder.encodeBool(flag, forKey: "UIIsAccessibilityElement")
        }
        if let text = accessibility.identifier { coder.encodeString(text, forKey: "UIAccessibilityIdentifier") }
        if let text = accessibility.label { coder.encodeString(text, forKey: "UIAccessibilityLabel") }
        if let text = accessibility.hint { coder.encodeString(text, forKey: "UIAccessibilityHint") }
        if let text = accessibility.value { coder.encodeString(text, forKey: "UIAccessibilityValue") }
        if accessibility.traits != defaults.traits {
            coder.encodeInteger(accessibility.traits.rawValue, forKey: "UIAccessibilityTraits")
        }
        if !view.userDefinedRuntimeAttributes.isEmpty {
            coder.encodeCollection(view.userDefinedRuntimeAttributes, forKey: "UIUserDefinedRuntimeAttributes") {
                RuntimeAttributeCoding.reference($0, in: coder)
            }
        }
    }
}

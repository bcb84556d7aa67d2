import Templates
import Typesetting
import Views

/// The one table from UIKit's classes to GNUstep AppKit's nearest views, which both the Cocoa XIB and the
/// Objective-C of a user's cell are written from (`GNUstepUserCellFiles`), so that the archive, `NSNib` and code
/// constructions build the same tree.
///
/// Each view is its XIB element, its class and its properties, each property written both ways: as the XIB's
/// attribute or child element and as the Objective-C message that sets it. What AppKit has no counterpart for is a
/// `NibOrNotStandInView` (GNUstepRow) that names the UIKit class it stands in for and holds its subviews.
enum GNUstepViewMapping {
    static func view(for element: XIBElement) -> AppKitView {
        switch element.kind {
        case .label: label(element)
        case .textField: textField(element)
        case .imageView:
            AppKitView(
                xibElement: "imageView", objcClass: "NSImageView", cellElement: "imageCell",
                properties: [
                    .cellAttribute(
                        "imageScaling", "proportionallyDown",
                        objc: "[%@ setImageScaling: NSImageScaleProportionallyDown]")
                ] + enabled(element))
        case .button:
            AppKitView(
                xibElement: "button", objcClass: "NSButton", cellElement: "buttonCell",
                properties: [
                    .cellAttribute("type", "push", objc: "[%@ setButtonType: NSMomentaryPushInButton]"),
                    .cellAttribute("bezelStyle", "rounded", objc: "[%@ setBezelStyle: NSRoundedBezelStyle]"),
                    .cellAttribute("alignment", "center", objc: "[%@ setAlignment: NSCenterTextAlignment]"),
                    // Not its font: GNUstep's XIB reader ignores a button cell's <font>, so every construction
                    // keeps AppKit's default.
                    .text("title", element.text ?? "", objc: "[%@ setTitle: %@]"),
                ] + enabled(element))
        case .switch:
            AppKitView(
                xibElement: "switch", objcClass: "NSSwitch",
                properties: [
                    .viewAttribute(
                        "state", element.isOn ? "on" : "off",
                        objc: "[%@ setState: \(element.isOn ? "NSOnState" : "NSOffState")]"),
                    // Said both ways, enabled or not: GNUstep's `initWithFrame:` makes a switch disabled.
                    .viewAttribute(
                        "enabled", element.enabled ? "YES" : "NO",
                        objc: "[%@ setEnabled: \(element.enabled ? "YES" : "NO")]"),
                ])
        case .view where element.uikitClass == "UIView":
            if let background = element.background {
                AppKitView(
                    xibElement: "view", objcClass: "NibOrNotFillView", isCustom: true,
                    properties: [.color("fillColor", background, objc: "[%@ setFillColor: %@]", inCell: false)],
                    isContainer: true)
            } else {
                AppKitView(xibElement: "customView", objcClass: "NSView", isContainer: true)
            }
        default:
            // GNUstep 0.29 has no NSStackView: a stack view is a stand-in too, holding its arranged views at the
            // frames Xcode wrote, as the model's stack views arrange nothing.
            AppKitView(
                xibElement: "view", objcClass: "NibOrNotStandInView", isCustom: true,
                properties: [.viewString("standsIn", element.uikitClass, objc: "[%@ setStandsIn: %@]")],
                isContainer: true, standIn: element.uikitClass)
        }
    }

    /// A label: a text field that is not editable, selectable, bordered or bezeled, drawing no background unless
    /// the XIB gives one, in UIKit's black by default, as the seed's row makes its labels.
    private static func label(_ element: XIBElement) -> AppKitView {
        let background = element.background ?? Color(white: 0, alpha: 0)
        return AppKitView(
            xibElement: "textField", objcClass: "NSTextField", cellElement: "textFieldCell",
            properties: [
                .cellAttribute("editable", "NO", objc: "[%@ setEditable: NO]"),
                .cellAttribute("selectable", "NO", objc: "[%@ setSelectable: NO]"),
                .codeOnly("[%@ setBordered: NO]"), .codeOnly("[%@ setBezeled: NO]"),
                drawsBackground(element.background.map { $0.alpha > 0 } ?? false),
                .text("title", element.text ?? "", objc: "[%@ setStringValue: %@]"),
                font(element, default: 17),
                .color("textColor", element.color ?? Color(white: 0, alpha: 1), objc: "[%@ setTextColor: %@]"),
                .color("backgroundColor", background, objc: "[%@ setBackgroundColor: %@]"),
                alignment(element), lineBreak(element),
            ] + enabled(element))
    }

    /// A text field: editable and bezeled, on a white background unless the XIB gives one; UIKit's placeholder is
    /// left out, since GNUstep's XIB reader drops `placeholderString` and every construction must agree.
    private static func textField(_ element: XIBElement) -> AppKitView {
        AppKitView(
            xibElement: "textField", objcClass: "NSTextField", cellElement: "textFieldCell",
            properties: [
                .cellAttribute("editable", "YES", objc: "[%@ setEditable: YES]"),
                .cellAttribute("selectable", "YES", objc: "[%@ setSelectable: YES]"),
                .cellAttribute("borderStyle", "bezel", objc: "[%@ setBezeled: YES]"),
                drawsBackground(true),
                .text("title", element.text ?? "", objc: "[%@ setStringValue: %@]"),
                font(element, default: 14),
                .color("textColor", element.color ?? Color(white: 0, alpha: 1), objc: "[%@ setTextColor: %@]"),
                .color(
                    "backgroundColor", element.background ?? Color(white: 1, alpha: 1),
                    objc: "[%@ setBackgroundColor: %@]"),
                alignment(element), lineBreak(element),
            ] + enabled(element))
    }

    private static func drawsBackground(_ draws: Bool) -> AppKitProperty {
        .cellAttribute(
            "drawsBackground", draws ? "YES" : "NO", objc: "[%@ setDrawsBackground: \(draws ? "YES" : "NO")]")
    }

    private static func enabled(_ element: XIBElement) -> [AppKitProperty] {
        element.enabled ? [] : [.cellAttribute("enabled", "NO", objc: "[%@ setEnabled: NO]")]
    }

    private static func alignment(_ element: XIBElement) -> AppKitProperty {
        let (xib, objc): (String, String) =
            switch element.alignment {
            case .natural: ("natural", "NSNaturalTextAlignment")
            case .left: ("left", "NSLeftTextAlignment")
            case .center: ("center", "NSCenterTextAlignment")
            case .right: ("right", "NSRightTextAlignment")
            case .justified: ("justified", "NSJustifiedTextAlignment")
            }
        return .cellAttribute("alignment", xib, objc: "[%@ setAlignment: \(objc)]")
    }

    private static func lineBreak(_ element: XIBElement) -> AppKitProperty {
        let (xib, objc): (String, String) =
            switch element.lineBreak {
            case .wordWrap: ("wordWrapping", "NSLineBreakByWordWrapping")
            case .characterWrap: ("charWrapping", "NSLineBreakByCharWrapping")
            case .clip: ("clipping", "NSLineBreakByClipping")
            case .headTruncation: ("truncatingHead", "NSLineBreakByTruncatingHead")
            case .tailTruncation: ("truncatingTail", "NSLineBreakByTruncatingTail")
            case .middleTruncation: ("truncatingMiddle", "NSLineBreakByTruncatingMiddle")
            }
        return .cellAttribute("lineBreakMode", xib, objc: "[[%@ cell] setLineBreakMode: \(objc)]")
    }

    /// The element's font as one of the DejaVu Sans faces installed here (`fontName`), at its size clamped to
    /// 1...1,000 points: no name from the XIB reaches GNUstep, whose `fontWithName:` gives nil for a font it lacks.
    private static func font(_ element: XIBElement, default size: Double) -> AppKitProperty {
        let font = element.font ?? .system(size)
        let points = font.pointSize.isFinite ? min(max(font.pointSize, 1), 1000) : size
        let name = fontName(font.face)
        let number = GNUstepRowFiles.number(points)
        return AppKitProperty(
            place: .cellChild, xib: "<font key=\"font\" name=\"\(name)\" size=\"\(number)\"/>",
            objc: "[%@ setFont: [NSFont fontWithName: \(Escaping.objcString(name)) size: \(number)]]")
    }

    /// System faces by weight and slant; a named font by the weight and slant its name says.
    static func fontName(_ face: FontDescriptor.Face) -> String {
        let (bold, italic): (Bool, Bool) =
            switch face {
            case .system: (false, false)
            case .boldSystem: (true, false)
            case .italicSystem: (false, true)
            case .weightedSystem(let weight): (weight.isBoldish, false)
            case .named(let name):
                (
                    ["bold", "black", "heavy", "semibold"].contains { name.lowercased().contains($0) },
                    ["italic", "oblique"].contains { name.lowercased().contains($0) }
                )
            }
        return "DejaVuSans" + (bold ? (italic ? "-BoldOblique" : "-Bold") : (italic ? "-Oblique" : ""))
    }
}

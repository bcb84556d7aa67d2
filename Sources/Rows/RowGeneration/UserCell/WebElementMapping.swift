/// The one table from UIKit's classes to the nearest HTML elements, which the web engines' markup, stylesheet and
/// code of a user's cell are all written from (`WebUserCellFiles`), so that every construction builds the same DOM.
///
/// An element is its tag, its attributes, its text and its look (CSS properties); the code sets exactly these
/// attributes and properties, the markup writes them, so a parsed row and a built row cannot differ. A class with
/// no counterpart is a `div` of its frame's size whose `data-uikit` names the class it stands in for.
enum WebElementMapping {
    /// UIKit's tint, a system button's title colour when the XIB gives none.
    static let systemTint = "rgba(0%, 47.8431%, 100%, 1)"

    static func element(for element: XIBElement) -> WebElement {
        switch element.kind {
        case .label: label(element)
        case .imageView:
            // No `src`: the app's image is not in the XIB, and nothing may be loaded from outside the page.
            WebElement(tag: "img", attributes: [("alt", "")], container: false)
        case .button:
            WebElement(
                tag: "button", attributes: [("type", "button")] + disabled(element), text: element.text ?? "",
                style: textLook(element, defaultColor: systemTint) + [("padding", "0"), ("border", "0")],
                container: false)
        case .view where element.uikitClass == "UIView": WebElement(tag: "div", container: true)
        case .switch:
            WebElement(
                tag: "input",
                attributes: [("type", "checkbox")] + (element.isOn ? [("checked", "")] : [])
                    + disabled(element), container: false)
        case .textField:
            WebElement(
                tag: "input",
                attributes: [
                    ("type", "text"), ("value", element.text ?? ""), ("placeholder", element.placeholder ?? ""),
                ]
                    + disabled(element), style: textLook(element, defaultColor: nil) + [("padding", "0")],
                container: false)
        case .stackView:
            WebElement(
                tag: "div",
                style: [
                    ("display", "flex"), ("flex-direction", element.axis == .vertical ? "column" : "row"),
                    ("gap", WebUserCellTree.px(WebUserCellTree.size(element.spacing))),
                ], container: true, arranges: true)
        default:
            WebElement(tag: "div", container: true, standIn: element.uikitClass)
        }
    }

    private static func disabled(_ element: XIBElement) -> [(String, String)] {
        element.enabled ? [] : [("disabled", "")]
    }

    /// A label: a `span` holding its text, black unless the XIB says otherwise, truncated at the end with an
    /// ellipsis (CSS has no head or middle truncation: those clip) or wrapped when it has more than one line; one
    /// line is as tall as the label, so that it sits in the middle of its frame as `UILabel` draws it.
    private static func label(_ element: XIBElement) -> WebElement {
        let align: String =
            switch element.alignment {
            case .center: "center"
            case .right: "right"
            case .justified: "justify"
            default: "left"
            }
        let wraps = element.lines != 1 || [.wordWrap, .characterWrap].contains(element.lineBreak)
        var style = textLook(element, defaultColor: "rgba(0%, 0%, 0%, 1)") + [("text-align", align)]
        if wraps {
            style += [
                ("white-space", "normal"),
                ("overflow-wrap", element.lineBreak == .characterWrap ? "anywhere" : "normal"),
            ]
        } else {
            style += [
                ("white-space", "nowrap"),
                ("line-height", WebUserCellTree.px(WebUserCellTree.size(element.frame.height))),
            ]
        }
        style += [
            ("overflow", "hidden"), ("text-overflow", element.lineBreak == .tailTruncation ? "ellipsis" : "clip"),
        ]
        return WebElement(tag: "span", text: element.text ?? "", style: style, container: false)
    }

    /// The font and text colour the XIB gives (`defaultColor` when it gives none), as CSS.
    private static func textLook(_ element: XIBElement, defaultColor: String?) -> WebElement.Style {
        // A shrinking label without a font of its own gets UIKit's label font, the one it is measured in.
        let font = element.shrinksToFit ? element.fittingFont : element.font
        var style = font.map(WebUserCellStyle.fontRules) ?? []
        if let color = element.color?.cssRGBA ?? defaultColor { style.append(("color", color)) }
        return style
    }
}

/// An HTML element as every construction writes it.
struct WebElement {
    typealias Style = [(name: String, value: String)]

    var tag: String
    /// Attributes in the order both the markup and the code set them; values are the XIB's, escaped where written.
    var attributes: [(name: String, value: String)] = []
    /// Its text content, if it holds text (a label, a button).
    var text: String?
    /// Its look, besides the frame and background every element gets (`WebUserCellTree`).
    var style: Style = []
    /// Whether it holds its subviews (a `div`); a `span`, `img`, `button` or `input` does not (its subviews go to
    /// its parent, moved by its origin, as they would otherwise be reparented by the parser or not drawn).
    var container: Bool
    /// A flex box: its children are laid out in its row or column, not placed at their frames.
    var arranges = false
    /// The UIKit class this `div` stands in for, when the web has no counterpart.
    var standIn: String?
}

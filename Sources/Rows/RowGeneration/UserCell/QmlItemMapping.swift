import Templates
import Typesetting
import Views

/// The one table from UIKit's classes to Qt Quick's nearest items, which both the QML document and the C++ of a
/// user's cell are written from (`QmlUserCellFiles`), so that `qml-component-file`, `qml-component` and `qml-code`
/// build the same tree.
///
/// Only the `QtQuick` module's own items: a button, a switch or a slider are Qt Quick Controls, whose styled
/// controls are QML documents code cannot make without the engine (and whose QML modules Debian ships apart), so
/// they are stand-ins here, an `Item` of the element's size named after the class (a `Rectangle` when the XIB gives
/// it a background, as for a plain view).
enum QmlItemMapping {
    static func item(for element: XIBElement) -> QmlItem {
        switch element.kind {
        case .label: label(element)
        case .imageView: QmlItem(qmlType: "Image", cppClass: "QQuickImage")
        case .textField: textField(element)
        case .stackView:
            QmlItem(
                qmlType: element.axis == .vertical ? "Column" : "Row",
                cppClass: element.axis == .vertical ? "QQuickColumn" : "QQuickRow",
                properties: [.number("spacing", QmlUserCellTree.distance(element.spacing), setter: "setSpacing")],
                positionsChildren: true)
        case .view where element.uikitClass == "UIView": plain(element, standIn: nil)
        default: plain(element, standIn: element.uikitClass)
        }
    }

    /// A plain view or a stand-in: an `Item`, or a `Rectangle` filled with the XIB's background.
    private static func plain(_ element: XIBElement, standIn: String?) -> QmlItem {
        guard let background = element.background else {
            return QmlItem(qmlType: "Item", cppClass: "QQuickItem", standIn: standIn)
        }
        return QmlItem(
            qmlType: "Rectangle", cppClass: "QQuickRectangle",
            properties: [.color("color", background, setter: "setColor")], standIn: standIn)
    }

    /// A label: plain text (never rich text, so a `<b>` in it is shown, not obeyed), its font (UIKit's system 17
    /// when the XIB gives none), colour (black by default, as UIKit's), alignment, wrapping or truncation, centred
    /// vertically as UIKit draws a label's text.
    private static func label(_ element: XIBElement) -> QmlItem {
        let align =
            switch element.alignment {
            case .center: "AlignHCenter"
            case .right: "AlignRight"
            case .justified: "AlignJustify"
            default: "AlignLeft"
            }
        let elide =
            switch element.lineBreak {
            case .tailTruncation: "ElideRight"
            case .headTruncation: "ElideLeft"
            case .middleTruncation: "ElideMiddle"
            default: "ElideNone"
            }
        let wrap =
            element.lineBreak == .characterWrap
            ? "WrapAnywhere" : element.lines != 1 || element.lineBreak == .wordWrap ? "WordWrap" : "NoWrap"
        var properties: [QmlProperty] = [
            .string("text", element.text ?? "", setter: "setText"),
            .enumeration("textFormat", "Text", "PlainText", cppClass: "QQuickText", setter: "setTextFormat"),
            .enumeration("renderType", "Text", "NativeRendering", cppClass: "QQuickText", setter: "setRenderType"),
            .color("color", element.color ?? .black, setter: "setColor"),
            .enumeration("horizontalAlignment", "Text", align, cppClass: "QQuickText", setter: "setHAlign"),
            .enumeration("verticalAlignment", "Text", "AlignVCenter", cppClass: "QQuickText", setter: "setVAlign"),
            .enumeration("wrapMode", "Text", wrap, cppClass: "QQuickText", setter: "setWrapMode"),
            .enumeration("elide", "Text", elide, cppClass: "QQuickText", setter: "setElideMode"),
        ]
        if element.lines > 1 {
            properties.append(
                .number("maximumLineCount", Double(min(element.lines, 1000)), setter: "setMaximumLineCount"))
        }
        if element.shrinksToFit {
            // What the seed's labels carry for QmlRow's fit, which every construction but the precomputed one runs
            // after building the row; the minimum by the model's rule, clamped as font sizes are and to six digits
            // (a QML `real` gives 13.6 back where C++'s double keeps 13.600000202655792).
            let minimum = Double(PythonNumber.short(element.writableMinimumFontSize)) ?? 0
            properties += [
                .declared("adjustsFontSizeToFitWidth", type: "bool", value: "true", cpp: "true"),
                .declared(
                    "minimumFontSize", type: "real", value: PythonNumber.plain(minimum),
                    cpp: "double(\(PythonNumber.plain(minimum)))"),
            ]
        }
        return QmlItem(
            qmlType: "Text", cppClass: "QQuickText", properties: properties,
            font: QmlFont(element.font ?? .system(17)))
    }

    /// A text field: its text, font, colour and alignment. `TextInput` has no placeholder: the XIB's is left out.
    private static func textField(_ element: XIBElement) -> QmlItem {
        let align =
            switch element.alignment {
            case .center: "AlignHCenter"
            case .right: "AlignRight"
            default: "AlignLeft"
            }
        var properties: [QmlProperty] = [
            .string("text", element.text ?? "", setter: "setText"),
            .enumeration(
                "renderType", "TextInput", "NativeRendering", cppClass: "QQuickTextInput", setter: "setRenderType"),
            .enumeration("horizontalAlignment", "TextInput", align, cppClass: "QQuickTextInput", setter: "setHAlign"),
        ]
        if let color = element.color { properties.append(.color("color", color, setter: "setColor")) }
        return QmlItem(
            qmlType: "TextInput", cppClass: "QQuickTextInput", properties: properties,
            font: element.font.map(QmlFont.init))
    }
}

/// A Qt Quick item as both constructions write it: its QML type and C++ class, its properties, its font.
struct QmlItem {
    var qmlType: String
    var cppClass: String
    var properties: [QmlProperty] = []
    var font: QmlFont?
    /// A `Row` or `Column`: it places its children itself, at the polish step, so they are given no `x` and `y`.
    var positionsChildren = false
    /// The UIKit class this item stands in for, when Qt Quick has no counterpart.
    var standIn: String?
}

/// One property: its line in the QML document and the C++ statement that sets it, each value already escaped or
/// made by the generator for where it lands.
struct QmlProperty {
    /// `name: value`, without indentation.
    let qml: String
    /// The C++ statement, without its semicolon, for an item variable.
    let cpp: (String) -> String

    /// A string: a QML string literal (`Escaping.qmlString`), never a binding expression, and a C++ literal
    /// (`Escaping.cString`) in `QStringLiteral`.
    static func string(_ name: String, _ text: String, setter: String) -> QmlProperty {
        let literal = Escaping.cString(text)
        return QmlProperty(qml: "\(name): \(Escaping.qmlString(text))") {
            "\($0)->\(setter)(QStringLiteral(\(literal)))"
        }
    }

    /// A number the generator clamped (`QmlUserCellTree`).
    static func number(_ name: String, _ value: Double, setter: String) -> QmlProperty {
        let text = PythonNumber.plain(value)
        return QmlProperty(qml: "\(name): \(text)") { "\($0)->\(setter)(\(text))" }
    }

    /// A property the item does not have, declared in the document (`property bool name: value`) and set by name in
    /// C++ (`setProperty`), as the seed's labels carry their shrink-to-fit settings: `value` and `cpp` are the
    /// generator's own literals.
    static func declared(_ name: String, type: String, value: String, cpp: String) -> QmlProperty {
        QmlProperty(qml: "property \(type) \(name): \(value)") { "\($0)->setProperty(\"\(name)\", \(cpp))" }
    }

    static func bool(_ name: String, _ value: Bool, setter: String) -> QmlProperty {
        QmlProperty(qml: "\(name): \(value)") { "\($0)->\(setter)(\(value))" }
    }

    /// An enumeration's value, the generator's own: `Text.AlignLeft` and `QQuickText::AlignLeft`.
    static func enumeration(
        _ name: String, _ qmlType: String, _ value: String, cppClass: String, setter: String
    ) -> QmlProperty {
        QmlProperty(qml: "\(name): \(qmlType).\(value)") { "\($0)->\(setter)(\(cppClass)::\(value))" }
    }

    /// A colour from the XIB's numbers: `"#aarrggbb"` and `QColor(r, g, b, a)`.
    static func color(_ name: String, _ color: Color, setter: String) -> QmlProperty {
        let qColor = QtRowFiles.qColor(color)
        return QmlProperty(qml: "\(name): \"\(QmlRowFiles.color(color))\"") { "\($0)->\(setter)(\(qColor))" }
    }
}

/// A font as QML's grouped `font` properties and as a `QFont`: the family (UIKit's system font is DejaVu Sans here,
/// as in the seed's row; a named font as a string literal), the size in points (a point is a pixel at the 72 dpi
/// Qt Quick is started with) and the weight or slant.
struct QmlFont {
    let family: String
    let pointSize: Double
    /// QFont's weight (100 ... 900), when not regular.
    let weight: Int?
    let italic: Bool

    init(_ font: FontDescriptor) {
        pointSize = QmlUserCellTree.fontSize(font.pointSize)
        switch font.face {
        case .system: (family, weight, italic) = (QtRowFiles.family, nil, false)
        case .boldSystem: (family, weight, italic) = (QtRowFiles.family, 700, false)
        case .italicSystem: (family, weight, italic) = (QtRowFiles.family, nil, true)
        case .weightedSystem(let value): (family, weight, italic) = (QtRowFiles.family, Self.weight(value), false)
        case .named(let name): (family, weight, italic) = (name, nil, false)
        }
    }

    /// UIKit's weights as QFont's (ultraLight 100 ... black 900).
    private static func weight(_ weight: FontWeight) -> Int {
        100 * ((FontWeight.allCases.firstIndex(of: weight) ?? 3) + 1)
    }

    var qmlLines: [String] {
        ["font.family: \(Escaping.qmlString(family))", "font.pointSize: \(PythonNumber.plain(pointSize))"]
            + (weight.map { ["font.weight: \($0)"] } ?? []) + (italic ? ["font.italic: true"] : [])
    }

    func cppLines(_ item: String) -> [String] {
        let font = "\(item)Font"
        return [
            "QFont \(font);", "\(font).setFamily(QStringLiteral(\(Escaping.cString(family))));",
            "\(font).setPointSizeF(\(PythonNumber.plain(pointSize)));",
        ] + (weight.map { ["\(font).setWeight(QFont::Weight(\($0)));"] } ?? [])
            + (italic ? ["\(font).setItalic(true);"] : []) + ["\(item)->setFont(\(font));"]
    }
}

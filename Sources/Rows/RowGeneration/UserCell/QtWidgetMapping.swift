import Typesetting
import Views

/// The one table from UIKit's classes to Qt 6 Widgets' nearest widgets, which the form (read by `QUiLoader`, and
/// compiled by uic) and the C++ of a user's cell are both written from (`QtUserCellFiles`), so that `qt-code`,
/// `qt-uic` and `qt-uiloader` build the same tree.
///
/// A widget is its class and its properties, each with its form's value and its C++ statements; a class with no
/// counterpart is a plain `QWidget` of its frame, carrying the class it stands in for as a dynamic property.
enum QtWidgetMapping {
    /// The dynamic property naming the UIKit class a stand-in stands in for (docs/qt.md, "A user's cell").
    static let standInProperty = "uikitClass"

    /// The UIKit class each kind maps to and Qt's widget for it; every other kind is a stand-in.
    static func widget(for element: XIBElement) -> QtWidget {
        var widget: QtWidget
        switch element.kind {
        case .label: widget = label(element)
        // A QLabel is what Qt Widgets shows a picture in; the picture itself is the app's, not the XIB's.
        case .imageView: widget = QtWidget(qtClass: "QLabel")
        case .button:
            // `&` marks a mnemonic in a button's text: doubled, it is shown as one `&`, as UIKit shows it.
            let title = (element.text ?? "").replacingOccurrences(of: "&", with: "&&")
            widget = QtWidget(qtClass: "QPushButton", properties: title.isEmpty ? [] : [.string("text", title)])
            widget.textRole = "ButtonText"
        case .view where element.uikitClass == "UIView": widget = QtWidget(qtClass: "QWidget")
        case .switch:
            widget = QtWidget(qtClass: "QCheckBox", properties: element.isOn ? [.bool("checked", true)] : [])
        case .textField:
            widget = QtWidget(
                qtClass: "QLineEdit",
                properties: [("text", element.text), ("placeholderText", element.placeholder)].compactMap {
                    name, text in
                    text.flatMap { $0.isEmpty ? nil : QtProperty.string(name, $0) }
                })
            widget.textRole = "Text"
        case .stackView:
            widget = QtWidget(qtClass: "QWidget")
            widget.layout = element.axis == .vertical ? "QVBoxLayout" : "QHBoxLayout"
            widget.spacing = QtUserCellTree.clamped(element.spacing)
        default:
            widget = QtWidget(
                qtClass: "QWidget", properties: [.string(standInProperty, element.uikitClass, dynamic: true)])
            widget.standIn = element.uikitClass
        }
        return widget
    }

    /// A label: its text as plain text (never rich text, which would read HTML and load the images it names), its
    /// alignment, and word wrap when it takes more than one line.
    private static func label(_ element: XIBElement) -> QtWidget {
        let horizontal =
            switch element.alignment {
            case .center: "Qt::AlignHCenter"
            case .right: "Qt::AlignRight"
            case .justified: "Qt::AlignJustify"
            case .natural, .left: "Qt::AlignLeft"
            }
        // The format first, so that the text is never parsed as rich text, not even once.
        var properties = [
            QtProperty(
                "textFormat", form: ["<enum>Qt::PlainText</enum>"], code: { ["\($0)->setTextFormat(Qt::PlainText);"] })
        ]
        if let text = element.text, !text.isEmpty { properties.append(.string("text", text)) }
        properties += [
            QtProperty(
                "alignment", form: ["<set>\(horizontal)|Qt::AlignVCenter</set>"],
                code: { ["\($0)->setAlignment(\(horizontal) | Qt::AlignVCenter);"] })
        ]
        if element.lines != 1 || [.wordWrap, .characterWrap].contains(element.lineBreak) {
            properties.append(.bool("wordWrap", true))
        }
        if element.shrinksToFit {
            // What the seed's labels carry for QtRow's fit, which every construction runs after building the row.
            let minimum = element.writableMinimumFontSize
            properties += [
                .dynamic("adjustsFontSizeToFitWidth", form: "<bool>true</bool>", code: "true"),
                .dynamic("minimumFontSize", form: "<double>\(minimum)</double>", code: "\(minimum)"),
            ]
        }
        var widget = QtWidget(qtClass: "QLabel", properties: properties)
        widget.textRole = "WindowText"
        // UIKit's default text colour, black, rather than the style's.
        widget.defaultTextColor = Color(red: 0, green: 0, blue: 0, alpha: 1)
        return widget
    }

    /// The font of `font`: the system faces in DejaVu Sans, as the seed's row and the model's substitution table set
    /// them, a named font by its name; a whole point size, as a form holds one (`<pointsize>` is an integer).
    static func font(_ font: FontDescriptor) -> (family: String, size: Int, bold: Bool, italic: Bool) {
        let size = Int(QtUserCellTree.clamped(font.pointSize.rounded(), lowest: 1, highest: 1000))
        switch font.face {
        case .system: return (QtRowFiles.family, size, false, false)
        case .boldSystem: return (QtRowFiles.family, size, true, false)
        case .italicSystem: return (QtRowFiles.family, size, false, true)
        case .weightedSystem(let weight): return (QtRowFiles.family, size, weight.isBoldish, false)
        case .named(let name): return (name, size, false, false)
        }
    }
}

/// A Qt widget as both constructions write it.
struct QtWidget {
    var qtClass: String
    var properties: [QtProperty] = []
    /// The palette role of the widget's text colour (`WindowText` for a label), nil for a widget without text.
    var textRole: String?
    /// The text colour set when the XIB gives none.
    var defaultTextColor: Color?
    /// A stack view's box layout (`QHBoxLayout`, `QVBoxLayout`) and spacing: its children are the layout's items.
    var layout: String?
    var spacing = 0
    /// The UIKit class this `QWidget` stands in for, when Qt Widgets has no counterpart.
    var standIn: String?
}

/// One property: its name and body in a form, and the C++ statements that set it on a widget variable, each value
/// already escaped for where it lands (`Escaping.xmlText` in the form, `Escaping.cString` in C++).
struct QtProperty {
    let name: String
    /// The lines between `<property>` and `</property>`.
    let form: [String]
    /// A dynamic property (`stdset="0"`), set with `setProperty`.
    let dynamic: Bool
    /// The statements, for a widget variable.
    let code: (String) -> [String]

    init(_ name: String, form: [String], dynamic: Bool = false, code: @escaping (String) -> [String]) {
        self.name = name
        self.form = form
        self.dynamic = dynamic
        self.code = code
    }

    /// A string; with `dynamic`, set by name as uic sets a dynamic property.
    static func string(_ name: String, _ text: String, dynamic: Bool = false) -> QtProperty {
        let literal = "QString::fromUtf8(\(Escaping.cString(text)))"
        return QtProperty(
            name, form: ["<string notr=\"true\">\(Escaping.xmlText(text))</string>"], dynamic: dynamic,
            code: { variable in
                dynamic
                    ? ["\(variable)->setProperty(\"\(name)\", QVariant(\(literal)));"]
                    : ["\(variable)->\(setter(name))(\(literal));"]
            })
    }

    static func bool(_ name: String, _ value: Bool) -> QtProperty {
        QtProperty(name, form: ["<bool>\(value)</bool>"], code: { ["\($0)->\(setter(name))(\(value));"] })
    }

    /// A dynamic property of a flag or a number the generator wrote (`form` its form value, `code` its C++ literal),
    /// set by name as uic sets one.
    static func dynamic(_ name: String, form: String, code literal: String) -> QtProperty {
        QtProperty(
            name, form: [form], dynamic: true, code: { ["\($0)->setProperty(\"\(name)\", QVariant(\(literal)));"] })
    }

    /// `setText` for `text`: Qt's setter of a declared property.
    static func setter(_ name: String) -> String {
        "set" + name.prefix(1).uppercased() + name.dropFirst()
    }
}

import Templates
import Views

/// The one table from UIKit's classes to GTK 4's nearest widgets, which both the UI files and the C code of a
/// user's cell are written from (`GtkUserCellFiles`), so that both constructions build the same tree.
///
/// A widget is its class, its C constructor and its properties, each property with its UI-file value and its C
/// setter; a class with no counterpart is a `GtkFixed` of its frame's size named after the class it stands in for.
enum GtkWidgetMapping {
    /// The UIKit class each kind maps to and GTK's widget for it; every other kind is a stand-in.
    static func widget(for element: XIBElement) -> GtkWidget {
        switch element.kind {
        case .label: label(element)
        case .imageView: GtkWidget(gtkClass: "GtkPicture", constructor: "gtk_picture_new()", emptyPaintable: true)
        case .button:
            GtkWidget(
                gtkClass: "GtkButton", constructor: "gtk_button_new()",
                properties: [.string("label", element.text ?? "", setter: "gtk_button_set_label(GTK_BUTTON(%@), %@)")])
        case .view where element.uikitClass == "UIView": GtkWidget(gtkClass: "GtkFixed", constructor: "gtk_fixed_new()")
        case .switch:
            GtkWidget(
                gtkClass: "GtkSwitch", constructor: "gtk_switch_new()",
                properties: [.bool("active", element.isOn, setter: "gtk_switch_set_active(GTK_SWITCH(%@), %@)")])
        case .textField:
            GtkWidget(
                gtkClass: "GtkEntry", constructor: "gtk_entry_new()",
                properties: [
                    .string("text", element.text ?? "", setter: "gtk_editable_set_text(GTK_EDITABLE(%@), %@)"),
                    .string(
                        "placeholder-text", element.placeholder ?? "",
                        setter: "gtk_entry_set_placeholder_text(GTK_ENTRY(%@), %@)"),
                ])
        case .stackView:
            GtkWidget(
                gtkClass: "GtkBox", constructor: "gtk_box_new(\(orientation(element)), 0)",
                properties: [
                    .enumeration(
                        "orientation", element.axis.rawValue, c: orientation(element),
                        setter: "gtk_orientable_set_orientation(GTK_ORIENTABLE(%@), %@)"),
                    .integer(
                        "spacing", GtkUserCellTree.size(element.spacing), setter: "gtk_box_set_spacing(GTK_BOX(%@), %@)"
                    ),
                ],
                container: .box)
        default:
            GtkWidget(gtkClass: "GtkFixed", constructor: "gtk_fixed_new()", standIn: element.uikitClass)
        }
    }

    private static func orientation(_ element: XIBElement) -> String {
        element.axis == .vertical ? "GTK_ORIENTATION_VERTICAL" : "GTK_ORIENTATION_HORIZONTAL"
    }

    /// A label: its text, alignment, truncation or wrapping, not a target for input (UIKit's labels take no
    /// touches), its overflow clipped.
    private static func label(_ element: XIBElement) -> GtkWidget {
        let xalign: String =
            switch element.alignment {
            case .center: "0.5"
            case .right: "1"
            default: "0"
            }
        let wraps = element.lines != 1 || [.wordWrap, .characterWrap].contains(element.lineBreak)
        let ellipsize: (String, String) =
            switch element.lineBreak {
            case .tailTruncation: ("end", "PANGO_ELLIPSIZE_END")
            case .headTruncation: ("start", "PANGO_ELLIPSIZE_START")
            case .middleTruncation: ("middle", "PANGO_ELLIPSIZE_MIDDLE")
            default: ("none", "PANGO_ELLIPSIZE_NONE")
            }
        return GtkWidget(
            gtkClass: "GtkLabel", constructor: "gtk_label_new(NULL)",
            properties: [
                .string("label", element.text ?? "", setter: "gtk_label_set_label(GTK_LABEL(%@), %@)"),
                .raw("xalign", xalign, setter: "gtk_label_set_xalign(GTK_LABEL(%@), %@)"),
                .bool("wrap", wraps, setter: "gtk_label_set_wrap(GTK_LABEL(%@), %@)"),
                .enumeration(
                    "ellipsize", ellipsize.0, c: ellipsize.1, setter: "gtk_label_set_ellipsize(GTK_LABEL(%@), %@)"),
                .bool("can-target", false, setter: "gtk_widget_set_can_target(%@, %@)"),
                .enumeration(
                    "overflow", "hidden", c: "GTK_OVERFLOW_HIDDEN", setter: "gtk_widget_set_overflow(%@, %@)"),
            ])
    }
}

/// A GTK widget as both constructions write it.
struct GtkWidget {
    /// How a widget holds its children: at their frames (`gtk_fixed_put`), in a row or column (`gtk_box_append`),
    /// or not at all (its subviews then go to the nearest container, moved by its origin).
    enum Container { case fixed, box, none }

    var gtkClass: String
    /// The C expression that makes it (floating, as GTK's constructors return widgets).
    var constructor: String
    var properties: [GtkProperty] = []
    var container: Container
    /// A picture shows an empty paintable of its frame's size: the image itself is the app's, not in the XIB.
    var emptyPaintable = false
    /// The UIKit class this `GtkFixed` stands in for, when GTK has no counterpart.
    var standIn: String?

    init(
        gtkClass: String, constructor: String, properties: [GtkProperty] = [], container: Container? = nil,
        emptyPaintable: Bool = false, standIn: String? = nil
    ) {
        self.gtkClass = gtkClass
        self.constructor = constructor
        self.properties = properties
        self.container = container ?? (gtkClass == "GtkFixed" ? .fixed : .none)
        self.emptyPaintable = emptyPaintable
        self.standIn = standIn
    }
}

/// One property: its name and value in a UI file, and the C statement that sets it (`%@` the widget, then the
/// value), each value already escaped for where it lands.
struct GtkProperty {
    let name: String
    /// The text between `<property>` and `</property>`, XML-escaped.
    let xmlValue: String
    /// The C statement, without its semicolon, for a widget variable.
    let statement: (String) -> String

    private init(_ name: String, xml: String, c: String, setter: String) {
        self.name = name
        xmlValue = xml
        // Filled in one pass, so that a `%@` in an escaped text can never be taken for the widget's place.
        statement = { widget in Self.fill(setter, with: [widget, c]) }
    }

    static func string(_ name: String, _ text: String, setter: String) -> GtkProperty {
        GtkProperty(name, xml: Escaping.xmlText(text), c: Escaping.cString(text), setter: setter)
    }

    static func bool(_ name: String, _ value: Bool, setter: String) -> GtkProperty {
        GtkProperty(name, xml: value ? "true" : "false", c: value ? "TRUE" : "FALSE", setter: setter)
    }

    static func integer(_ name: String, _ value: Int, setter: String) -> GtkProperty {
        GtkProperty(name, xml: "\(value)", c: "\(value)", setter: setter)
    }

    /// A value written the same in both (a number the generator made).
    static func raw(_ name: String, _ value: String, setter: String) -> GtkProperty {
        GtkProperty(name, xml: value, c: value, setter: setter)
    }

    static func enumeration(_ name: String, _ nick: String, c: String, setter: String) -> GtkProperty {
        GtkProperty(name, xml: nick, c: c, setter: setter)
    }

    /// `template` with each `%@` replaced by the next of `values`, left to right.
    static func fill(_ template: String, with values: [String]) -> String {
        var result = ""
        var rest = Substring(template)
        var values = values[...]
        while let range = rest.range(of: "%@"), let value = values.popFirst() {
            result += String(rest[..<range.lowerBound]) + value
            rest = rest[range.upperBound...]
        }
        return result + String(rest)
    }
}

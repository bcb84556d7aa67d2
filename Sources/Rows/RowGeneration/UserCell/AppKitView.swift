import Views

/// An AppKit view as both the Cocoa XIB and the Objective-C of a user's cell write it (`GNUstepViewMapping`).
struct AppKitView {
    /// The Cocoa XIB's element (`textField`, `button`, `customView`, `view` for a custom class).
    var xibElement: String
    /// The class the code allocates and the XIB names (as `customClass` when `isCustom`).
    var objcClass: String
    /// A class of GNUstepRow's, not AppKit's: the XIB names it by `customClass`, and the code finds it by name
    /// (`NSClassFromString`), since the compiled module links AppKit, not the worker's own classes.
    var isCustom = false
    /// The control's cell element in the XIB (`textFieldCell`, `buttonCell`), which carries most properties.
    var cellElement: String?
    var properties: [AppKitProperty] = []
    /// Whether its subviews stay in it; a view that holds none (a text field, a button) passes them to its parent,
    /// moved by its origin, as on GTK.
    var isContainer = false
    /// The UIKit class a `NibOrNotStandInView` stands in for.
    var standIn: String?
}

/// One property of a view, as the XIB writes it (an attribute of the view or of its cell, or a child element) and
/// as the Objective-C message that sets it (`%@` the view's variable, then the value), each value escaped for where
/// it lands.
struct AppKitProperty {
    enum Place { case viewAttribute, cellAttribute, cellChild, viewChild, codeOnly }

    let place: Place
    /// `name="value"` for an attribute, an element's line for a child (nothing for `codeOnly`).
    let xib: String
    /// The statement without its semicolon, for a view variable.
    let objc: (String) -> String

    init(place: Place, xib: String, objc template: String, value: String? = nil) {
        self.place = place
        self.xib = xib
        // Filled in one pass, so that a `%@` in an escaped text can never be taken for the view's place.
        objc = { view in GtkProperty.fill(template, with: [view] + (value.map { [$0] } ?? [])) }
    }

    static func viewAttribute(_ name: String, _ value: String, objc: String) -> AppKitProperty {
        AppKitProperty(place: .viewAttribute, xib: "\(name)=\"\(value)\"", objc: objc)
    }

    static func cellAttribute(_ name: String, _ value: String, objc: String) -> AppKitProperty {
        AppKitProperty(place: .cellAttribute, xib: "\(name)=\"\(value)\"", objc: objc)
    }

    /// A text of the XIB's (a title): an escaped XML attribute, an escaped `NSString` literal.
    static func text(_ name: String, _ text: String, objc: String) -> AppKitProperty {
        AppKitProperty(
            place: .cellAttribute, xib: "\(name)=\(Escaping.xmlAttribute(text))", objc: objc,
            value: Escaping.objcString(text))
    }

    /// A string of a custom view's own (a stand-in's UIKit class), decoded by its `initWithCoder:` under `key`.
    static func viewString(_ key: String, _ text: String, objc: String) -> AppKitProperty {
        AppKitProperty(
            place: .viewChild, xib: "<string key=\"\(key)\">\(Escaping.xmlText(text))</string>", objc: objc,
            value: Escaping.objcString(text))
    }

    /// A colour, in the cell (a text colour) or in the view (a fill colour).
    static func color(_ key: String, _ color: Color, objc: String, inCell: Bool = true) -> AppKitProperty {
        AppKitProperty(
            place: inCell ? .cellChild : .viewChild, xib: GNUstepUserCellXIB.color(key, color),
            objc: objc, value: GNUstepUserCellCode.color(color))
    }

    /// What the XIB's defaults already say and the code must say itself.
    static func codeOnly(_ objc: String) -> AppKitProperty {
        AppKitProperty(place: .codeOnly, xib: "", objc: objc)
    }
}

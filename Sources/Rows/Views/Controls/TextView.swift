import Typesetting

/// Scrollable, optionally editable text, as `UITextView`.
///
/// Defaults are UIKit's: empty text, no font or colour of its own (nil: UIKit's 12 pt system font and
/// black), natural alignment, editable and selectable. The text is not measured: a text view does not
/// shrink its font.
open class TextView: ScrollView {
    public var text = ""
    public var font: FontDescriptor?
    public var textColor: Color?
    public var textAlignment: TextAlignment = .natural
    public var isEditable = true
    public var isSelectable = true
    public var adjustsFontForContentSizeCategory = false
    public var textInputTraits = TextInputTraits()
    /// What the text view turns into links (`phoneNumber`, `link`, `address`, `calendarEvent`, ...), by Xcode's names.
    public var dataDetectorTypes: Set<String> = []

    open override var className: String { "TextView" }
    open override func makeFresh() -> View { TextView() }

    open override func appendProperties(to list: inout [ViewProperty]) {
        super.appendProperties(to: &list)
        list.append("text", "\"\(text)\"")
        list.append("font", font)
        list.append("textColor", textColor)
        list.append("textAlignment", textAlignment.rawValue)
        list.append("editable", isEditable)
        list.append("selectable", isSelectable)
        list.append("adjustsFontForContentSizeCategory", adjustsFontForContentSizeCategory)
        list.append("textInputTraits", textInputTraits)
        list.append("dataDetectorTypes", "[" + dataDetectorTypes.sorted().joined(separator: ", ") + "]")
    }
}

/// The keyboard settings of a text input (`UITextInputTraits`), by Interface Builder's attribute names.
///
/// Each is kept only when the XIB sets it; nil leaves UIKit's default for the class. The reader checks
/// names and values against `TextInputTraits.known`.
public struct TextInputTraits: Hashable, Sendable, CustomStringConvertible {
    /// Trait name → value, e.g. `autocapitalizationType` → `sentences`.
    public var values: [String: String] = [:]

    public init(values: [String: String] = [:]) { self.values = values }

    /// Every trait Interface Builder writes on `<textInputTraits>`, with its allowed values.
    public static let known: [String: [String]] = [
        "autocapitalizationType": ["none", "words", "sentences", "allCharacters"],
        "autocorrectionType": ["default", "no", "yes"],
        "spellCheckingType": ["default", "no", "yes"],
        "keyboardType": [
            "default", "alphabet", "numbersAndPunctuation", "URL", "numberPad", "phonePad",
            "namePhonePad", "emailAddress", "decimalPad", "twitter", "webSearch", "asciiCapableNumberPad",
        ],
        "keyboardAppearance": ["default", "dark", "light", "alert"],
        "returnKeyType": [
            "default", "go", "google", "join", "next", "route", "search", "send", "yahoo", "done",
            "emergencyCall", "continue",
        ],
        "enablesReturnKeyAutomatically": ["YES", "NO"],
        "secureTextEntry": ["YES", "NO"],
        "smartDashesType": ["default", "no", "yes"],
        "smartQuotesType": ["default", "no", "yes"],
        "smartInsertDeleteType": ["default", "no", "yes"],
        "textContentType": [],
    ]

    public var description: String {
        "[" + values.keys.sorted().map { "\($0): \(values[$0]!)" }.joined(separator: ", ") + "]"
    }
}

import Typesetting
import Views

extension Template {
    /// Tells a FreeType measurer which fonts the file declares as shipped with the app (`<customFonts>`),
    /// so those it cannot find are measured with a stand-in and reported as substitutions. Other
    /// measurers (fakes in tests) need no telling. One emptiness check for a template that declares none.
    public func declareCustomFonts(to measurer: TextMeasuring) {
        guard !auxiliary.customFonts.isEmpty, let freeType = measurer as? FreeTypeMeasurer else { return }
        freeType.declareBundledFonts(auxiliary.customFonts)
    }

    /// Checks that `measurer` can measure every named font that laying the template out measures (those
    /// of labels that shrink their text to fit: other text is not measured), before any row is laid out, so that a
    /// missing font is reported at the first object that asks for it:
    /// `Cell.xib:14: <label> "Title" uses font 'Radikal', which ...`.
    ///
    /// - Throws: `TemplateError` naming the file, the object's line and its text or id.
    public func checkFonts(measurer: TextMeasuring) throws {
        declareCustomFonts(to: measurer)
        var checked: Set<String> = []
        for object in objects.flatMap(\.allObjects) where object.measuresText {
            for font in object.properties.flatMap(\.fonts) {
                guard case .named(let name) = font.face, checked.insert(name).inserted else { continue }
                do {
                    _ = try measurer.width(of: "", in: font)
                } catch let error as TypesettingError {
                    throw TemplateError(
                        file: fileName, line: object.line, element: object.kind.rawValue,
                        reason: "\(object.label) uses font \(name.quotedForMessage), which cannot be measured: \(error)"
                    )
                }
            }
        }
    }
}

extension TemplateObject {
    /// Whether laying this object out measures its text: a label with text that shrinks to fit (labels
    /// shrink unless the file says `adjustsFontSizeToFit="NO"`, see `LabelElement`).
    var measuresText: Bool {
        guard kind == .label else { return false }
        var hasText = false
        for property in properties {
            switch property {
            case .label(.adjustsFontSizeToFitWidth(false)): return false
            case .label(.text), .rare(.controls(.attributedText)): hasText = true
            default: continue
            }
        }
        return hasText
    }

    /// How an error names the object: its text when it has one, else its id.
    var label: String {
        for property in properties {
            if case .label(.text(let text)) = property { return "with text \(text.quotedForMessage)" }
        }
        return "with id \(id.quotedForMessage)"
    }
}

extension TemplateProperty {
    /// The fonts this property sets, for `checkFonts`.
    var fonts: [FontDescriptor] {
        switch self {
        case .label(.font(let font)): [font]
        case .rare(let rare): rare.fonts
        default: []
        }
    }
}

extension RareSetting {
    var fonts: [FontDescriptor] {
        switch self {
        case .button(.font(let font)), .textView(.font(let font)): [font]
        case .controls(let setting): setting.fonts
        default: []
        }
    }
}

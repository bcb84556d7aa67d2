import Templates
import Typesetting
import Views

/// What one element's typed properties say, with UIKit's defaults where the XIB writes nothing; the last value
/// written wins, as it does when the template is instantiated.
struct XIBElementReading {
    var hidden = false
    var text: String?
    var placeholder: String?
    var font: FontDescriptor?
    var color: Color?
    var alignment = TextAlignment.natural
    var lineBreak = LineBreakMode.tailTruncation
    var lines = 1
    /// `adjustsFontSizeToFitWidth`, which a XIB's label has unless it writes `adjustsFontSizeToFit="NO"`
    /// (`LabelElement`).
    var adjustsFontSize = false
    var minimumFontSize = 0.0
    var minimumScaleFactor = 0.0
    var isOn = false
    var enabled = true
    var axis = StackView.Axis.horizontal
    var spacing = 0.0

    mutating func read(_ property: TemplateProperty) {
        switch property {
        case .view(.hidden(let value)): hidden = value
        case .label(let setting): read(setting)
        case .rare(.button(let setting)): read(setting)
        case .rare(.control(.enabled(let value))): enabled = value
        case .rare(.stackView(.axis(let value))): axis = value
        case .rare(.stackView(.spacing(let value))): spacing = value
        case .rare(.controls(let setting)): read(setting)
        default: break
        }
    }

    private mutating func read(_ setting: LabelSetting) {
        switch setting {
        case .text(let value): text = value
        case .font(let value): font = value
        case .textColor(let value): color = value
        case .textAlignment(let value): alignment = value
        case .lineBreakMode(let value): lineBreak = value
        case .numberOfLines(let value): lines = value
        case .adjustsFontSizeToFitWidth(let value): adjustsFontSize = value
        case .minimumFontSize(let value): minimumFontSize = value
        case .minimumScaleFactor(let value): minimumScaleFactor = value
        default: break
        }
    }

    private mutating func read(_ setting: ButtonSetting) {
        switch setting {
        case .title(let state, let value) where state == .normal: text = value
        case .titleColor(let state, let value) where state == .normal: color = value
        case .font(let value): font = value
        default: break
        }
    }

    private mutating func read(_ setting: ControlsSetting) {
        switch setting {
        case .textFieldText(let value): text = value
        case .textFieldPlaceholder(let value): placeholder = value
        case .textFieldFont(let value): font = value
        case .textFieldTextColor(let value): color = value
        case .textFieldAlignment(let value): alignment = value
        case .switchOn(let value): isOn = value
        default: break
        }
    }
}

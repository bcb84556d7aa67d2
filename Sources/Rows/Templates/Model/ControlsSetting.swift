import Typesetting
import Views

/// Properties of the controls and views added for real cells (`TextField`, `Switch`, `Slider`,
/// `SegmentedControl`, `Stepper`, `PageControl`, `ActivityIndicatorView`, `ProgressView`,
/// `VisualEffectView`, `CollectionReusableView`, `SearchBar`), and the rarer properties of the older
/// families (attributed text, symbol images, button configurations, ...).
///
/// One family for all of them, boxed inside `RareSetting`: none is on the benchmark's row, and one enum
/// keeps `RareSetting`'s switch short. Each case names its class; the reader puts a case only on objects
/// of that class, which makes the unchecked downcasts safe.
public enum ControlsSetting: Sendable, Equatable {
    // Text field
    case textFieldText(String), textFieldPlaceholder(String), textFieldFont(FontDescriptor)
    indirect case textFieldTextColor(Color)
    case textFieldAlignment(TextAlignment), borderStyle(TextField.BorderStyle), clearButtonMode(TextField.ViewMode)
    case clearsOnBeginEditing(Bool), textFieldAdjustsFontSize(Bool), textFieldMinimumFontSize(Double)
    case textFieldBackground(String), textFieldDisabledBackground(String), textFieldTraits(TextInputTraits)
    // Switch, slider, stepper, segmented control, page control
    case switchOn(Bool)
    indirect case switchColor(String, Color)
    case sliderValues(value: Double, minimum: Double, maximum: Double), sliderContinuous(Bool)
    indirect case sliderColor(String, Color)
    case sliderImage(String, String)
    case stepperValues(value: Double, minimum: Double, maximum: Double, step: Double)
    case stepperFlags(wraps: Bool, autorepeat: Bool, continuous: Bool)
    case segments([SegmentedControl.Segment]), selectedSegmentIndex(Int), momentary(Bool)
    indirect case selectedSegmentTintColor(Color)
    case pages(number: Int, current: Int, hidesForSinglePage: Bool)
    indirect case pageColor(String, Color)
    // Activity indicator, progress view
    case indicatorStyle(ActivityIndicatorView.Style), animating(Bool), hidesWhenStopped(Bool)
    indirect case indicatorColor(Color)
    case progress(Double), progressStyle(ProgressView.Style)
    indirect case progressColor(String, Color)
    case progressImage(String, String)
    // Visual effect view, reusable view, search bar
    indirect case effect(VisualEffectView.Effect)
    case reusableIdentifier(String)
    case searchBarText(String, String), searchBarStyle(SearchBar.Style), showsCancelButton(Bool), searchBarTraits(
        TextInputTraits)
    indirect case barTintColor(Color)
    // Older families' rarer properties
    indirect case attributedText(AttributedText)
    indirect case imageReference(ImageReference)
    indirect case symbolConfiguration(SymbolConfiguration)
    indirect case buttonConfiguration(ButtonConfiguration)
    case usesSystemSpacing(Bool), hidesAccessoryWhenEditing(Bool), dataDetectorTypes(Set<String>), bouncesZoom(Bool)

    /// The fonts the setting uses, for `Template.checkFonts`.
    var fonts: [FontDescriptor] {
        switch self {
        case .textFieldFont(let font): [font]
        case .attributedText(let text): text.runs.compactMap(\.font)
        default: []
        }
    }

    @inline(never)
    func apply(to view: View) {
        switch self {
        case .textFieldText(let value): field(view).text = value
        case .textFieldPlaceholder(let value): field(view).placeholder = value
        case .textFieldFont(let value): field(view).font = value
        case .textFieldTextColor(let value): field(view).textColor = value
        case .textFieldAlignment(let value): field(view).textAlignment = value
        case .borderStyle(let value): field(view).borderStyle = value
        case .clearButtonMode(let value): field(view).clearButtonMode = value
        case .clearsOnBeginEditing(let value): field(view).clearsOnBeginEditing = value
        case .textFieldAdjustsFontSize(let value): field(view).adjustsFontSizeToFitWidth = value
        case .textFieldMinimumFontSize(let value): field(view).minimumFontSize = value
        case .textFieldBackground(let value): field(view).background = value
        case .textFieldDisabledBackground(let value): field(view).disabledBackground = value
        case .textFieldTraits(let value): field(view).textInputTraits = value
        case .switchOn(let value): unsafeDowncast(view, to: Switch.self).isOn = value
        case .switchColor(let key, let color):
            let control = unsafeDowncast(view, to: Switch.self)
            if key == "onTintColor" { control.onTintColor = color } else { control.thumbTintColor = color }
        case .sliderValues(let value, let minimum, let maximum):
            let slider = unsafeDowncast(view, to: Slider.self)
            (slider.value, slider.minimumValue, slider.maximumValue) = (value, minimum, maximum)
        case .sliderContinuous(let value): unsafeDowncast(view, to: Slider.self).isContinuous = value
        case .sliderColor(let key, let color):
            let slider = unsafeDowncast(view, to: Slider.self)
            switch key {
            case "minimumTrackTintColor": slider.minimumTrackTintColor = color
            case "maximumTrackTintColor": slider.maximumTrackTintColor = color
            default: slider.thumbTintColor = color
            }
        case .sliderImage(let key, let name):
            let slider = unsafeDowncast(view, to: Slider.self)
            if key == "minimumValueImage" { slider.minimumValueImage = name } else { slider.maximumValueImage = name }
        case .stepperValues(let value, let minimum, let maximum, let step):
            let stepper = unsafeDowncast(view, to: Stepper.self)
            (stepper.value, stepper.minimumValue, stepper.maximumValue, stepper.stepValue) = (
                value, minimum, maximum, step
            )
        case .stepperFlags(let wraps, let autorepeat, let continuous):
            let stepper = unsafeDowncast(view, to: Stepper.self)
            (stepper.wraps, stepper.autorepeat, stepper.isContinuous) = (wraps, autorepeat, continuous)
        case .segments(let value): unsafeDowncast(view, to: SegmentedControl.self).segments = value
        case .selectedSegmentIndex(let value):
            unsafeDowncast(view, to: SegmentedControl.self).selectedSegmentIndex = value
        case .momentary(let value): unsafeDowncast(view, to: SegmentedControl.self).isMomentary = value
        case .selectedSegmentTintColor(let value):
            unsafeDowncast(view, to: SegmentedControl.self).selectedSegmentTintColor = value
        case .pages(let number, let current, let hides):
            let control = unsafeDowncast(view, to: PageControl.self)
            (control.numberOfPages, control.currentPage, control.hidesForSinglePage) = (number, current, hides)
        case .pageColor(let key, let color):
            let control = unsafeDowncast(view, to: PageControl.self)
            if key == "pageIndicatorTintColor" {
                control.pageIndicatorTintColor = color
            } else {
                control.currentPageIndicatorTintColor = color
            }
        case .indicatorStyle(let value): unsafeDowncast(view, to: ActivityIndicatorView.self).style = value
        case .animating(let value): unsafeDowncast(view, to: ActivityIndicatorView.self).isAnimating = value
        case .hidesWhenStopped(let value): unsafeDowncast(view, to: ActivityIndicatorView.self).hidesWhenStopped = value
        case .indicatorColor(let value): unsafeDowncast(view, to: ActivityIndicatorView.self).color = value
        case .progress(let value): unsafeDowncast(view, to: ProgressView.self).progress = value
        case .progressStyle(let value): unsafeDowncast(view, to: ProgressView.self).progressViewStyle = value
        case .progressColor(let key, let color):
            let bar = unsafeDowncast(view, to: ProgressView.self)
            if key == "progressTintColor" { bar.progressTintColor = color } else { bar.trackTintColor = color }
        case .progressImage(let key, let name):
            let bar = unsafeDowncast(view, to: ProgressView.self)
            if key == "progressImage" { bar.progressImage = name } else { bar.trackImage = name }
        case .effect(let value): unsafeDowncast(view, to: VisualEffectView.self).effect = value
        case .reusableIdentifier(let value):
            unsafeDowncast(view, to: CollectionReusableView.self).reuseIdentifier = value
        case .searchBarText(let key, let value):
            let bar = unsafeDowncast(view, to: SearchBar.self)
            switch key {
            case "text": bar.text = value
            case "placeholder": bar.placeholder = value
            default: bar.prompt = value
            }
        case .searchBarStyle(let value): unsafeDowncast(view, to: SearchBar.self).searchBarStyle = value
        case .showsCancelButton(let value): unsafeDowncast(view, to: SearchBar.self).showsCancelButton = value
        case .searchBarTraits(let value): unsafeDowncast(view, to: SearchBar.self).textInputTraits = value
        case .barTintColor(let value): unsafeDowncast(view, to: SearchBar.self).barTintColor = value
        case .attributedText(let value): unsafeDowncast(view, to: Label.self).attributedText = value
        case .imageReference(let value):
            let image = unsafeDowncast(view, to: ImageView.self)
            image.image = value.name
            image.imageReference = value
        case .symbolConfiguration(let value):
            unsafeDowncast(view, to: ImageView.self).preferredSymbolConfiguration = value
        case .buttonConfiguration(let value): unsafeDowncast(view, to: Button.self).configuration = value
        case .usesSystemSpacing(let value): unsafeDowncast(view, to: StackView.self).usesSystemSpacing = value
        case .hidesAccessoryWhenEditing(let value):
            unsafeDowncast(view, to: TableViewCell.self).hidesAccessoryWhenEditing = value
        case .dataDetectorTypes(let value): unsafeDowncast(view, to: TextView.self).dataDetectorTypes = value
        case .bouncesZoom(let value): unsafeDowncast(view, to: ScrollView.self).bouncesZoom = value
        }
    }

    private func field(_ view: View) -> TextField { unsafeDowncast(view, to: TextField.self) }
}

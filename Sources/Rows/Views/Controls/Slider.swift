/// A slider, as `UISlider`: UIKit's defaults are 0 in 0...1, continuous, UIKit's colours.
open class Slider: Control {
    public var value = 0.0
    public var minimumValue = 0.0
    public var maximumValue = 1.0
    public var isContinuous = true
    public var minimumTrackTintColor: Color?
    public var maximumTrackTintColor: Color?
    public var thumbTintColor: Color?
    /// Image names at either end, when the XIB gives them.
    public var minimumValueImage: String?
    public var maximumValueImage: String?

    open override var className: String { "Slider" }
    open override func makeFresh() -> View { Slider() }

    open override func appendProperties(to list: inout [ViewProperty]) {
        super.appendProperties(to: &list)
        list.append("value", value)
        list.append("minimumValue", minimumValue)
        list.append("maximumValue", maximumValue)
        list.append("continuous", isContinuous)
        list.append("minimumTrackTintColor", minimumTrackTintColor)
        list.append("maximumTrackTintColor", maximumTrackTintColor)
        list.append("thumbTintColor", thumbTintColor)
        list.append("minimumValueImage", minimumValueImage.map { "\"\($0)\"" })
        list.append("maximumValueImage", maximumValueImage.map { "\"\($0)\"" })
    }
}

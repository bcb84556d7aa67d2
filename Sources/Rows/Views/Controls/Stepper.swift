/// A plus/minus stepper, as `UIStepper`: UIKit's defaults are 0 in 0...100 by 1, continuous, autorepeating.
open class Stepper: Control {
    public var value = 0.0
    public var minimumValue = 0.0
    public var maximumValue = 100.0
    public var stepValue = 1.0
    public var wraps = false
    public var autorepeat = true
    public var isContinuous = true

    open override var className: String { "Stepper" }
    open override func makeFresh() -> View { Stepper() }

    open override func appendProperties(to list: inout [ViewProperty]) {
        super.appendProperties(to: &list)
        list.append("value", value)
        list.append("minimumValue", minimumValue)
        list.append("maximumValue", maximumValue)
        list.append("stepValue", stepValue)
        list.append("wraps", wraps)
        list.append("autorepeat", autorepeat)
        list.append("continuous", isContinuous)
    }
}

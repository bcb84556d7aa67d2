/// An on/off switch, as `UISwitch`; off by default, with UIKit's colours unless the XIB gives its own.
open class Switch: Control {
    public var isOn = false
    public var onTintColor: Color?
    public var thumbTintColor: Color?

    open override var className: String { "Switch" }
    open override func makeFresh() -> View { Switch() }

    open override func appendProperties(to list: inout [ViewProperty]) {
        super.appendProperties(to: &list)
        list.append("on", isOn)
        list.append("onTintColor", onTintColor)
        list.append("thumbTintColor", thumbTintColor)
    }
}

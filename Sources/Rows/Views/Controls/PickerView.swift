/// A spinning-wheel picker, as `UIPickerView`: its rows come from a data source at run time, so a XIB
/// sets only view properties and its `dataSource` and `delegate` outlets.
open class PickerView: View {
    open override var className: String { "PickerView" }
    open override func makeFresh() -> View { PickerView() }
}

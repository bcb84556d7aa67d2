import Views

/// `UIPickerView`: its rows come from its data source at run time, so it archives only `UIView`'s keys
/// (its `dataSource` and `delegate` are outlet connections).
extension PickerView {
    public static let pickerViewNibCoding = NibClassCoding.view(
        "UIPickerView", PickerView.self, make: { PickerView() },
        decodeKeys: { try decodeViewKeys($0, from: $1) },
        encodeKeys: { try encodeViewKeys($0, to: $1) })
}

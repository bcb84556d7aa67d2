import Views

/// `UISegmentedControl`'s keys, after `UIControl`'s: `UISegments` (an array of `UISegment` objects,
/// each with `UISegmentTitle`, `UISegmentImage` as an image placeholder and `UISegmentDisabled`),
/// `UISelectedSegmentIndex` (left out at -1, none), `UIMomentary`, `UISelectedSegmentTintColor`.
extension SegmentedControl {
    public static let segmentedControlNibCoding = NibClassCoding.view(
        "UISegmentedControl", SegmentedControl.self,
        make: { SegmentedControl() },
        decodeKeys: { try decodeSegmentedControlKeys($0, from: $1) },
        encodeKeys: { try encodeSegmentedControlKeys($0, to: $1) })

    /// One `UISegment`, decoded to the model's `Segment` value.
    public static let segmentNibCoding = NibClassCoding(
        className: "UISegment",
        decode: { coder in
            .value(
                Segment(
                    title: try coder.decodeString(forKey: "UISegmentTitle")
                        ?? coder.decodeString(forKey: "UISegmentInfo"),
                    image: try ImageCoding.decode(forKey: "UISegmentImage", from: coder),
                    isEnabled: try coder.decodeBool(forKey: "UISegmentDisabled") != true))
        })

    public static func decodeSegmentedControlKeys(_ control: SegmentedControl, from coder: NibDecoder) throws {
        try decodeControlKeys(control, from: coder)
        if let segments = try coder.decodeArray(forKey: "UISegments") {
            control.segments = try segments.map { element in
                guard case .value(let boxed) = element, let segment = boxed as? Segment else {
                    throw coder.error("key 'UISegments' holds \(element.kindDescription), not a UISegment")
                }
                return segment
            }
        }
        if let index = try coder.decodeInteger(forKey: "UISelectedSegmentIndex") {
            control.selectedSegmentIndex = index
        }
        if let flag = try coder.decodeBool(forKey: "UIMomentary") { control.isMomentary = flag }
        if let color = try coder.decodeColor(forKey: "UISelectedSegmentTintColor") {
            control.selectedSegmentTintColor = color
        }
    }

    public static func encodeSegmentedControlKeys(_ control: SegmentedControl, to coder: NibEncoder) throws {
        try encodeControlKeys(control, to: coder)
        if !control.segments.isEmpty {
            coder.encodeCollection(control.segments, forKey: "UISegments") { segment in
                coder.addObject(className: "UISegment") {
                    if let title = segment.title { coder.encodeString(title, forKey: "UISegmentTitle") }
                    ImageCoding.encode(segment.image, forKey: "UISegmentImage", in: coder)
                    if !segment.isEnabled { coder.encodeBool(true, forKey: "UISegmentDisabled") }
                }
            }
        }
        if control.selectedSegmentIndex != -1 {
            coder.encodeInteger(control.selectedSegmentIndex, forKey: "UISelectedSegmentIndex")
        }
        if control.isMomentary { coder.encodeBool(true, forKey: "UIMomentary") }
        coder.encodeColor(control.selectedSegmentTintColor, forKey: "UISelectedSegmentTintColor")
    }
}

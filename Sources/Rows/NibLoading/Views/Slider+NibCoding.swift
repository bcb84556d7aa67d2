import Views

/// `UISlider`'s keys, after `UIControl`'s: `UIValue`, `UIMinValue`, `UIMaxValue`, `UIContinuous`, the
/// track and thumb colours, and `UIMinValueImage`/`UIMaxValueImage` as image placeholders.
extension Slider {
    public static let sliderNibCoding = NibClassCoding.view(
        "UISlider", Slider.self, make: { Slider() },
        decodeKeys: { try decodeSliderKeys($0, from: $1) },
        encodeKeys: { try encodeSliderKeys($0, to: $1) })

    public static func decodeSliderKeys(_ slider: Slider, from coder: NibDecoder) throws {
        try decodeControlKeys(slider, from: coder)
        if let value = try coder.decodeDouble(forKey: "UIValue") { slider.value = value }
        if let value = try coder.decodeDouble(forKey: "UIMinValue") { slider.minimumValue = value }
        if let value = try coder.decodeDouble(forKey: "UIMaxValue") { slider.maximumValue = value }
        if let flag = try coder.decodeBool(forKey: "UIContinuous") { slider.isContinuous = flag }
        if let color = try coder.decodeColor(forKey: "UIMinimumTrackTintColor") { slider.minimumTrackTintColor = color }
        if let color = try coder.decodeColor(forKey: "UIMaximumTrackTintColor") { slider.maximumTrackTintColor = color }
        if let color = try coder.decodeColor(forKey: "UIThumbTintColor") { slider.thumbTintColor = color }
        if let name = try ImageCoding.decode(forKey: "UIMinValueImage", from: coder) { slider.minimumValueImage = name }
        if let name = try ImageCoding.decode(forKey: "UIMaxValueImage", from: coder) { slider.maximumValueImage = name }
    }

    public static func encodeSliderKeys(_ slider: Slider, to coder: NibEncoder) throws {
        try encodeControlKeys(slider, to: coder)
        let fresh = Slider()
        if slider.value != fresh.value { coder.encodeDouble(slider.value, forKey: "UIValue") }
        if slider.minimumValue != fresh.minimumValue { coder.encodeDouble(slider.minimumValue, forKey: "UIMinValue") }
        if slider.maximumValue != fresh.maximumValue { coder.encodeDouble(slider.maximumValue, forKey: "UIMaxValue") }
        if !slider.isContinuous { coder.encodeBool(false, forKey: "UIContinuous") }
        coder.encodeColor(slider.minimumTrackTintColor, forKey: "UIMinimumTrackTintColor")
        coder.encodeColor(slider.maximumTrackTintColor, forKey: "UIMaximumTrackTintColor")
        coder.encodeColor(slider.thumbTintColor, forKey: "UIThumbTintColor")
        ImageCoding.encode(slider.minimumValueImage, forKey: "UIMinValueImage", in: coder)
        ImageCoding.encode(slider.maximumValueImage, forKey: "UIMaxValueImage", in: coder)
    }
}

import Views

/// `UIStepper`'s keys, after `UIControl`'s: `UIValue`, `UIMinimumValue`, `UIMaximumValue`,
/// `UIStepValue`, `UIWraps`, `UIAutorepeat`, `UIContinuous`.
extension Stepper {
    public static let stepperNibCoding = NibClassCoding.view(
        "UIStepper", Stepper.self, make: { Stepper() },
        decodeKeys: { try decodeStepperKeys($0, from: $1) },
        encodeKeys: { try encodeStepperKeys($0, to: $1) })

    public static func decodeStepperKeys(_ stepper: Stepper, from coder: NibDecoder) throws {
        try decodeControlKeys(stepper, from: coder)
        if let value = try coder.decodeDouble(forKey: "UIValue") { stepper.value = value }
        if let value = try coder.decodeDouble(forKey: "UIMinimumValue") { stepper.minimumValue = value }
        if let value = try coder.decodeDouble(forKey: "UIMaximumValue") { stepper.maximumValue = value }
        if let value = try coder.decodeDouble(forKey: "UIStepValue") { stepper.stepValue = value }
        if let flag = try coder.decodeBool(forKey: "UIWraps") { stepper.wraps = flag }
        if let flag = try coder.decodeBool(forKey: "UIAutorepeat") { stepper.autorepeat = flag }
        if let flag = try coder.decodeBool(forKey: "UIContinuous") { stepper.isContinuous = flag }
    }

    public static func encodeStepperKeys(_ stepper: Stepper, to coder: NibEncoder) throws {
        try encodeControlKeys(stepper, to: coder)
        let fresh = Stepper()
        if stepper.value != fresh.value { coder.encodeDouble(stepper.value, forKey: "UIValue") }
        if stepper.minimumValue != fresh.minimumValue {
            coder.encodeDouble(stepper.minimumValue, forKey: "UIMinimumValue")
        }
        if stepper.maximumValue != fresh.maximumValue {
            coder.encodeDouble(stepper.maximumValue, forKey: "UIMaximumValue")
        }
        if stepper.stepValue != fresh.stepValue { coder.encodeDouble(stepper.stepValue, forKey: "UIStepValue") }
        if stepper.wraps { coder.encodeBool(true, forKey: "UIWraps") }
        if !stepper.autorepeat { coder.encodeBool(false, forKey: "UIAutorepeat") }
        if !stepper.isContinuous { coder.encodeBool(false, forKey: "UIContinuous") }
    }
}

import Views

/// `UIImageSymbolConfiguration`, decoded into the model's `SymbolConfiguration`, whose values are kept
/// under the XIB's attribute names (`configurationType`, `pointSize`, `scale`, `weight`, `textStyle`).
///
/// The keys `UIPointSize` (double), `UIScale` and `UIWeight` (UIKit's `SymbolScale` and `SymbolWeight`
/// numbers) and `UITextStyle` (a string) are the project's guess, as is `UIPreferredSymbolConfiguration`
/// on `UIImageView` (docs/nib-coding.md). A configuration with a point size is Xcode's
/// `configurationType="pointSize"`, the only type the corpora show.
enum SymbolConfigurationCoding {
    /// `UIImage.SymbolScale` numbers.
    static let scales: [(name: String, number: Int)] = [
        ("default", -1), ("unspecified", 0), ("small", 1), ("medium", 2), ("large", 3),
    ]
    /// `UIImage.SymbolWeight` numbers.
    static let weights: [(name: String, number: Int)] = [
        ("unspecified", 0), ("ultraLight", 1), ("thin", 2), ("light", 3), ("regular", 4), ("medium", 5),
        ("semibold", 6), ("bold", 7), ("heavy", 8), ("black", 9),
    ]

    static let configuration = NibClassCoding(
        className: "UIImageSymbolConfiguration",
        decode: { coder in
            var values: [String: String] = [:]
            if let size = try coder.decodeDouble(forKey: "UIPointSize") {
                values["configurationType"] = "pointSize"
                values["pointSize"] = String(size)
            }
            if let number = try coder.decodeInteger(forKey: "UIScale") {
                guard let scale = scales.first(where: { $0.number == number }) else {
                    throw coder.error("key 'UIScale' holds \(number), which is not a symbol scale (-1...3)")
                }
                values["scale"] = scale.name
            }
            if let number = try coder.decodeInteger(forKey: "UIWeight") {
                guard let weight = weights.first(where: { $0.number == number }) else {
                    throw coder.error("key 'UIWeight' holds \(number), which is not a symbol weight (0...9)")
                }
                values["weight"] = weight.name
            }
            if let style = try coder.decodeString(forKey: "UITextStyle") { values["textStyle"] = style }
            return .value(SymbolConfiguration(values: values))
        })
}

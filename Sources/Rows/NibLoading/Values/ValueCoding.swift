import Views

/// `NSValue` as ibtool archives a geometry value (a runtime attribute of type point, size, rect or
/// insets): `NS.special` names the kind (UIKit's numbering: 1 point, 2 size, 3 rect, 4 edge insets)
/// and the value is a string key (`NS.pointval`, `NS.sizeval`, `NS.rectval`, `NS.edgeinsetsval`) in
/// `NSStringFromCGRect`'s text, `{{x, y}, {w, h}}`. Read from the real files (`NS.rectval`, `NS.special`
/// 3); the other keys follow UIKit's naming. Each number is finite and within ±1,000,000 points.
enum ValueCoding {
    static let value = NibClassCoding(className: "NSValue", decode: decode)

    /// A decoded `NSValue`.
    enum Geometry: Equatable {
        case point(Point), size(Size), rect(Rect), insets(EdgeInsets)
    }

    static func decode(_ coder: NibDecoder) throws -> NibDecoded {
        let kinds: [(key: StaticString, count: Int)] = [
            ("NS.pointval", 2), ("NS.sizeval", 2), ("NS.rectval", 4), ("NS.edgeinsetsval", 4),
        ]
        for (index, kind) in kinds.enumerated() {
            guard let text = try coder.decodeString(forKey: kind.key) else { continue }
            let numbers = try parse(text, count: kind.count, key: kind.key, coder: coder)
            switch index {
            case 0: return .value(Geometry.point(Point(x: numbers[0], y: numbers[1])))
            case 1: return .value(Geometry.size(Size(width: numbers[0], height: numbers[1])))
            case 2:
                return .value(Geometry.rect(Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])))
            default:
                return .value(
                    Geometry.insets(
                        EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])))
            }
        }
        throw coder.error("is an NSValue with none of NS.pointval, NS.sizeval, NS.rectval and NS.edgeinsetsval")
    }

    /// The numbers of `{{1, 2}, {3, 4}}`: braces and commas separate, each a finite decimal within bounds.
    static func parse(_ text: String, count: Int, key: StaticString, coder: NibDecoder) throws -> [Double] {
        let parts = text.split(whereSeparator: { "{}, ".contains($0) })
        let numbers = parts.compactMap { Double($0) }
        guard parts.count == count, numbers.count == count,
            numbers.allSatisfy({ $0.isFinite && abs($0) <= NibDecoder.maximumGeometry })
        else {
            throw coder.error(
                "key '\(key)' holds \"\(text.prefix(80))\", not \(count) finite numbers within ±1,000,000")
        }
        return numbers
    }
}

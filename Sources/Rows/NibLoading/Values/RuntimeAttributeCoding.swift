import Views

/// A user-defined runtime attribute, archived as an `NSArray`: key path, type name (Interface Builder's
/// `type` attribute), then the value's parts (none for `nil`, one number or string or colour, two or
/// four numbers for geometry and ranges). The project's own layout: see `View+NibExtras.swift`.
enum RuntimeAttributeCoding {
    static func reference(_ attribute: RuntimeAttribute, in coder: NibEncoder) -> Int {
        var parts = [coder.stringReference(attribute.keyPath)]
        func numbers(_ values: [Double]) -> [Int] { values.map { coder.numberReference($0) } }
        switch attribute.value {
        case .boolean(let flag): parts += [coder.stringReference("boolean"), coder.numberReference(flag ? 1 : 0)]
        case .integer(let number): parts += [coder.stringReference("integer"), coder.numberReference(Double(number))]
        case .real(let number): parts += [coder.stringReference("real")] + numbers([number])
        case .string(let text): parts += [coder.stringReference("string"), coder.stringReference(text)]
        case .localizedString(let text):
            parts += [coder.stringReference("localizedString"), coder.stringReference(text)]
        case .color(let color): parts += [coder.stringReference("color"), ColorCoding.reference(color, in: coder)]
        case .point(let point): parts += [coder.stringReference("point")] + numbers([point.x, point.y])
        case .size(let size): parts += [coder.stringReference("size")] + numbers([size.width, size.height])
        case .rect(let rect):
            parts += [coder.stringReference("rect")] + numbers([rect.origin.x, rect.origin.y, rect.width, rect.height])
        case .range(let location, let length):
            parts += [coder.stringReference("range")] + numbers([Double(location), Double(length)])
        case .image(let name): parts += [coder.stringReference("image"), coder.stringReference(name)]
        case .nilValue: parts += [coder.stringReference("nil")]
        }
        return coder.collectionReference(parts) { $0 }
    }

    static func decode(_ element: NibDecoded, coder: NibDecoder) throws -> RuntimeAttribute {
        guard case .array(let parts) = element, parts.count >= 2, case .string(let keyPath) = parts[0],
            case .string(let type) = parts[1]
        else {
            throw coder.error("has a user-defined runtime attribute that is not [key path, type, value...]")
        }
        let rest = Array(parts.dropFirst(2))
        var doubles: [Double] = []
        for part in rest { if case .double(let number) = part { doubles.append(number) } }
        func fail() -> NibLoadingError {
            coder.error("has a runtime attribute '\(keyPath)' of type \(type) with a malformed value")
        }
        let value: RuntimeValue
        switch (type, rest.first) {
        case ("boolean", _) where doubles.count == 1: value = .boolean(doubles[0] != 0)
        case ("integer", _) where doubles.count == 1: value = .integer(Int(doubles[0]))
        case ("real", _) where doubles.count == 1: value = .real(doubles[0])
        case ("string", .string(let text)?): value = .string(text)
        case ("localizedString", .string(let text)?): value = .localizedString(text)
        case ("color", .color(let color)?): value = .color(color)
        case ("point", _) where doubles.count == 2: value = .point(Point(x: doubles[0], y: doubles[1]))
        case ("size", _) where doubles.count == 2: value = .size(Size(width: doubles[0], height: doubles[1]))
        case ("rect", _) where doubles.count == 4:
            value = .rect(Rect(x: doubles[0], y: doubles[1], width: doubles[2], height: doubles[3]))
        case ("range", _) where doubles.count == 2: value = .range(location: Int(doubles[0]), length: Int(doubles[1]))
        case ("image", .string(let name)?): value = .image(name)
        case ("nil", nil): value = .nilValue
        default: throw fail()
        }
        return RuntimeAttribute(keyPath: keyPath, value: value)
    }
}

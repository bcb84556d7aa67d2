/// Geometry as `encodeArrayOfDoubles`/`encodeArrayOfFloats` stores it in a data value: byte 0x07 then
/// little-endian doubles, or 0x06 then floats in 32-bit-era nibs (research/nib-format.md 1.5).
public enum NIBGeometry {
    /// The most coordinates a geometry value holds: a 3D transform's 16 (a rect has 4, an affine
    /// transform 6). Longer data that happens to start with 0x06 or 0x07 is not taken for geometry.
    public static let maximumCoordinates = 16

    /// The coordinates of a geometry data value; nil when the bytes do not have that shape.
    public static func coordinates(_ bytes: [UInt8]) -> [Double]? {
        guard let kind = bytes.first, bytes.count > 1 else { return nil }
        let width = kind == 0x07 ? 8 : kind == 0x06 ? 4 : 0
        guard width > 0, (bytes.count - 1) % width == 0, (bytes.count - 1) / width <= maximumCoordinates else {
            return nil
        }
        return stride(from: 1, to: bytes.count, by: width).map { start in
            let bits = bytes[start..<start + width].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            return width == 8 ? Double(bitPattern: bits) : Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits)))
        }
    }

    /// The coordinates of a geometry value that should hold exactly `count` of them (a rect 4, a point
    /// or size 2, insets 4, a transform 6), as `decodeArrayOfCGFloats:count:` requires.
    public static func coordinates(_ value: NIBValue, count: Int) -> [Double]? {
        guard case .data(let bytes) = value, let all = coordinates(bytes), all.count == count else { return nil }
        return all
    }
}

@testable import NIB
import Testing

/// Varints: 7-bit groups, least significant first, the high bit on the last byte (research/nib-format.md 1.3).
@Suite struct NIBVarintTests {
    private func encode(_ value: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        NIBWriter.appendVarint(value, to: &bytes)
        return bytes
    }

    private func decode(_ bytes: [UInt8]) throws(NIBError) -> Int {
        var cursor = NIBCursor(
            bytes: bytes, file: "v.nib", position: 0, limit: bytes.count, limitName: "the end of the file")
        let value = try cursor.varint("the number")
        #expect(cursor.position == bytes.count)
        return value
    }

    @Test(
        arguments: [
            (0, [0x80]), (127, [0xFF]), (128, [0x00, 0x81]), (16383, [0x7F, 0xFF]), (16384, [0x00, 0x00, 0x81]),
            (Int(UInt32.max), [0x7F, 0x7F, 0x7F, 0x7F, 0x8F]),
        ] as [(Int, [UInt8])])
    func encodesAndDecodes(_ value: Int, _ bytes: [UInt8]) throws {
        #expect(encode(value) == bytes)
        #expect(try decode(bytes) == value)
        #expect(NIBWriter.varintSize(value) == bytes.count)
    }

    @Test func aByteWithoutTheHighBitIsNotANumber() {
        let error = #expect(throws: NIBError.self) { try decode([0x05]) }
        #expect(
            error?.description
                == """
                v.nib: byte 0: the number is an unterminated varint: the end of the file at byte 1 comes before \
                its last byte (high bit set)
                """
        )
    }

    @Test func moreThanFiveBytesIsOverLong() {
        let error = #expect(throws: NIBError.self) { try decode([0, 0, 0, 0, 0, 0x81]) }
        #expect(error?.reason.contains("over-long varint") == true)
    }

    @Test func moreThan32BitsIsRefused() {
        let error = #expect(throws: NIBError.self) { try decode([0x7F, 0x7F, 0x7F, 0x7F, 0x9F]) }
        #expect(error?.reason.contains("more than 32 bits") == true)
    }

    @Test func paddingIsRefused() {
        let error = #expect(throws: NIBError.self) { try decode([0x05, 0x80]) }
        #expect(error?.reason.contains("padded") == true)
    }
}

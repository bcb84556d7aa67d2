@testable import NIB

/// One hostile file: its name, its bytes, and the error it must give (the byte offset the generator put
/// the fault at, computed from the layout it built, and a distinctive part of the sentence).
struct HostileNib: Sendable {
    let file: String
    let bytes: [UInt8]
    let offset: Int
    let fragment: String
}

/// The hostile-nib catalogue: `Hostile/*.nib` and `Hostile/EXPECTED.tsv` are written from these cases
/// (`NIB_WRITE_HOSTILE=1 swift test --filter NIBHostileTests`), and the tests check that the committed
/// files are still what the cases generate and that each gives its error.
enum NIBHostileCatalogue {
    static var cases: [HostileNib] { headerCases + tableCases + entryCases + graphCases }

    /// Legal files a strict reader might wrongly refuse, written to `Hostile/must-read/` with the catalogue
    /// (the fuzzer's past crash inputs sit there too, committed as found).
    static var mustRead: [(String, [UInt8])] {
        // WinObjC's order (research/nib-format.md 1.2): classes, keys, values, objects, back to back.
        var winObjC = raw
        winObjC.order = [3, 1, 2, 0]
        // Values not in object order: each still in exactly one object, which is all a decoder needs.
        var shuffled = NIBSampleArchives.rootOnly()
        let last = shuffled.objects.count - 1
        shuffled.values.insert(shuffled.values.removeLast(), at: 0)
        shuffled.objects[0].valueStart = 1
        shuffled.objects[last].valueStart = 0
        return [("tables-in-winobjc-order.nib", winObjC.bytes()), ("values-not-in-object-order.nib", shuffled.bytes())]
    }

    // MARK: shared material

    static let cell = NIBSampleArchives.cell()
    static let good = cell.bytes()
    static let raw = NIBRawNib(cell)

    static func patched(_ bytes: [UInt8], at offset: Int, _ replacement: [UInt8]) -> [UInt8] {
        var result = bytes
        result.replaceSubrange(offset..<offset + replacement.count, with: replacement)
        return result
    }

    static func u32(_ value: UInt32) -> [UInt8] {
        var bytes: [UInt8] = []
        NIBWriter.appendU32(value, to: &bytes)
        return bytes
    }

    /// Where value `index` of the cell sample has its type byte.
    static func typeOffset(_ index: Int) -> Int {
        cell.offset(ofValue: index) + NIBWriter.varintSize(cell.values[index].key)
    }

    // MARK: header

    static var headerCases: [HostileNib] {
        [
            HostileNib(
                file: "bad-magic.nib", bytes: patched(good, at: 9, Array("f".utf8)), offset: 9,
                fragment: "does not start with the magic \"NIBArchive\""),
            HostileNib(file: "empty.nib", bytes: [], offset: 0, fragment: "does not start with the magic"),
            HostileNib(
                file: "bplist.nib", bytes: Array("bplist00".utf8) + Array(repeating: 0, count: 40), offset: 0,
                fragment: "is a keyed-archive (bplist) nib from before iOS 6"),
            HostileNib(
                file: "header-cut.nib", bytes: Array(good.prefix(30)), offset: 30,
                fragment: "the header is cut short: the file has 30 bytes"),
            HostileNib(
                file: "format-version-2.nib", bytes: patched(good, at: 10, u32(2)), offset: 10,
                fragment: "format version 2 is not 1"),
            HostileNib(
                file: "format-version-0.nib", bytes: patched(good, at: 10, u32(0)), offset: 10,
                fragment: "format version 0 is not 1"),
            HostileNib(
                file: "coder-version-11.nib", bytes: patched(good, at: 14, u32(11)), offset: 14,
                fragment: "coder version 11 is not one this reader knows"),
            HostileNib(
                file: "objects-offset-in-header.nib", bytes: patched(good, at: 22, u32(40)), offset: 22,
                fragment: "the objects table offset 40 points into the 50-byte header"),
            HostileNib(
                file: "values-offset-past-end.nib", bytes: patched(good, at: 38, u32(UInt32(good.count + 1))),
                offset: 38,
                fragment: "the values table offset \(good.count + 1) is past the end of the file"),
            HostileNib(
                file: "object-count-huge.nib", bytes: patched(good, at: 18, u32(.max)), offset: 18,
                fragment: "the objects table claims 4294967295 objects; archives may have at most 1048576"),
            HostileNib(
                file: "key-count-cannot-fit.nib", bytes: patched(good, at: 26, u32(1000)), offset: 26,
                fragment:
                    """
                    the keys table claims 1000 keys, which need at least 2000 bytes, but only \
                    \(raw.offset(2) - raw.offset(1)) lie
                    """
            ),
            HostileNib(
                file: "value-count-cannot-fit.nib", bytes: patched(good, at: 34, u32(100_000)), offset: 34,
                fragment: "the values table claims 100000 values, which need at least 200000 bytes"),
        ]
    }
}

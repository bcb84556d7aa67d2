@testable import NIB

/// An archive as raw tables, for laying out files the writer never would: tables in another order, gaps,
/// wrong counts or offsets, trailing bytes. Offsets default to the tables placed back to back in `order`.
struct NIBRawNib {
    /// Objects, keys, values, class names, each as its entries' bytes.
    var tables: [[UInt8]] = [[], [], [], []]
    var counts = [0, 0, 0, 0]
    var order = [0, 1, 2, 3]
    var formatVersion: UInt32 = 1
    var coderVersion: UInt32 = 10
    /// Bytes between the header and the first table, and after each table (by table index).
    var gapAfterHeader: [UInt8] = []
    var gapAfter: [Int: [UInt8]] = [:]
    var offsetOverride: [Int: Int] = [:]
    var countOverride: [Int: Int] = [:]

    init() {}

    init(_ archive: NIBArchive) {
        for object in archive.objects { NIBWriter.append(object, to: &tables[0]) }
        for key in archive.keys { NIBWriter.append(key, to: &tables[1]) }
        for value in archive.values { NIBWriter.append(value, to: &tables[2]) }
        for entry in archive.classes { NIBWriter.append(entry, to: &tables[3]) }
        counts = [archive.objects.count, archive.keys.count, archive.values.count, archive.classes.count]
    }

    /// Where table `index` starts when laid out.
    func offset(_ index: Int) -> Int {
        if let forced = offsetOverride[index] { return forced }
        var position = 50 + gapAfterHeader.count
        for table in order {
            if table == index { return position }
            position += tables[table].count + (gapAfter[table]?.count ?? 0)
        }
        return position
    }

    func bytes() -> [UInt8] {
        var file = Array("NIBArchive".utf8)
        NIBWriter.appendU32(formatVersion, to: &file)
        NIBWriter.appendU32(coderVersion, to: &file)
        for table in 0..<4 {
            NIBWriter.appendU32(UInt32(countOverride[table] ?? counts[table]), to: &file)
            NIBWriter.appendU32(UInt32(offset(table)), to: &file)
        }
        file += gapAfterHeader
        for table in order { file += tables[table] + (gapAfter[table] ?? []) }
        return file
    }

    /// Varint helper for hand-written entries.
    static func varint(_ value: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        NIBWriter.appendVarint(value, to: &bytes)
        return bytes
    }

    /// A class-name entry with explicit fallbacks (which may be out of range).
    static func classEntry(_ name: String, fallbacks: [UInt32] = []) -> [UInt8] {
        var bytes = varint(name.utf8.count + 1) + varint(fallbacks.count)
        for fallback in fallbacks { NIBWriter.appendU32(fallback, to: &bytes) }
        return bytes + Array(name.utf8) + [0]
    }
}

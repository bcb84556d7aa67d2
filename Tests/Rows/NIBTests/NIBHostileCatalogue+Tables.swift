@testable import NIB

/// Hostile layouts: gaps, overlaps, trailing bytes, and each table cut short by the end of the file.
extension NIBHostileCatalogue {
    static var tableCases: [HostileNib] {
        var cases: [HostileNib] = []
        var gapAfterHeader = raw
        gapAfterHeader.gapAfterHeader = [0, 0]
        cases.append(
            HostileNib(
                file: "gap-after-header.nib", bytes: gapAfterHeader.bytes(), offset: 50,
                fragment: "bytes 50 to 51 belong to no table: the first table, the objects table, starts at byte 52"))
        var gapBetween = raw
        gapBetween.gapAfter[0] = [0xAA, 0xAA, 0xAA]
        cases.append(
            HostileNib(
                file: "gap-between-tables.nib", bytes: gapBetween.bytes(), offset: 50 + raw.tables[0].count,
                fragment:
                    """
                    3 bytes after the end of the objects table belong to no table (the keys table starts at byte \
                    \(gapBetween.offset(1)))
                    """
            ))
        var trailing = raw
        trailing.gapAfter[3] = [1, 2, 3, 4]
        cases.append(
            HostileNib(
                file: "trailing-bytes.nib", bytes: trailing.bytes(), offset: good.count,
                fragment:
                    """
                    4 bytes after the end of the class name table belong to no table (the file ends at byte \
                    \(good.count + 4))
                    """
            ))
        var sameStart = raw
        sameStart.offsetOverride[1] = 50
        cases.append(
            HostileNib(
                file: "overlapping-tables.nib", bytes: sameStart.bytes(), offset: 18,
                fragment: "but only 0 lie between its start at byte 50 and the start of the keys table"))
        // The values table claims to start one byte early, inside the last key.
        var keysOverrun = raw
        keysOverrun.offsetOverride[2] = raw.offset(2) - 1
        let lastKey = cell.keys[cell.keys.count - 1]
        cases.append(
            HostileNib(
                file: "keys-run-into-values.nib", bytes: keysOverrun.bytes(),
                offset: raw.offset(2) - lastKey.utf8.count,
                fragment:
                    """
                    key \(cell.keys.count - 1) (\(lastKey.utf8.count) bytes) is cut short by the start of the \
                    values table at byte \(raw.offset(2) - 1)
                    """
            ))

        // Each table last in the file, the file then cut short.
        var objectsLast = raw
        objectsLast.order = [1, 2, 3, 0]
        let objectsCut = Array(objectsLast.bytes().dropLast(2))
        cases.append(
            HostileNib(
                file: "truncated-objects.nib", bytes: objectsCut, offset: 18,
                fragment:
                    """
                    the objects table claims \(cell.objects.count) objects, which need at least \
                    \(3 * cell.objects.count) bytes, but only \(raw.tables[0].count - 2) lie between its start at \
                    byte \(objectsLast.offset(0)) and the end of the file
                    """
            ))
        var keysLast = raw
        keysLast.order = [0, 2, 3, 1]
        let keysFull = keysLast.bytes()
        cases.append(
            HostileNib(
                file: "truncated-keys.nib", bytes: Array(keysFull.dropLast(3)),
                offset: keysFull.count - lastKey.utf8.count,
                fragment:
                    """
                    key \(cell.keys.count - 1) (\(lastKey.utf8.count) bytes) is cut short by the end of the file \
                    at byte \(keysFull.count - 3)
                    """
            ))
        var valuesLast = raw
        valuesLast.order = [0, 1, 3, 2]
        let valuesFull = valuesLast.bytes()
        let lastValue = cell.values.count - 1
        // The last value is the shared empty array's NSInlinedValue: a key index and type 5.
        cases.append(
            HostileNib(
                file: "truncated-values.nib", bytes: Array(valuesFull.dropLast(1)), offset: valuesFull.count - 1,
                fragment:
                    "the type of value \(lastValue) is cut short by the end of the file at byte \(valuesFull.count - 1)"
            ))
        let lastClass = cell.classes[cell.classes.count - 1].name
        cases.append(
            HostileNib(
                file: "truncated-classes.nib", bytes: Array(good.dropLast(3)),
                offset: good.count - lastClass.utf8.count - 1,
                fragment:
                    """
                    the \(lastClass.utf8.count + 1)-byte name of class \(cell.classes.count - 1) is cut short by \
                    the end of the file
                    """
            ))
        var unterminated = raw
        unterminated.tables[3] += [0x05]
        unterminated.counts[3] += 1
        cases.append(
            HostileNib(
                file: "unterminated-varint.nib", bytes: unterminated.bytes(), offset: good.count,
                fragment: "the name length of class \(cell.classes.count) is an unterminated varint"))
        return cases
    }

    /// A one-object archive whose object entry is `entry`, with one class, for varint faults.
    static func oneObject(_ entry: [UInt8]) -> [UInt8] {
        var nib = NIBRawNib()
        nib.tables[0] = entry
        nib.counts[0] = 1
        nib.tables[3] = NIBRawNib.classEntry("NSObject")
        nib.counts[3] = 1
        return nib.bytes()
    }
}

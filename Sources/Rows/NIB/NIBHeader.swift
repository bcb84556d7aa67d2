/// The 50-byte header: `NIBArchive`, then ten little-endian u32s: format version, coder version, and a
/// count and offset for each of objects, keys, values and class names (research/nib-format.md 1.2).
struct NIBHeader {
    let formatVersion: UInt32
    let coderVersion: UInt32
    private let counts: [Int]
    private let offsets: [Int]
    private let file: String

    func count(_ table: NIBTable) -> Int { counts[table.rawValue] }
    func offset(_ table: NIBTable) -> Int { offsets[table.rawValue] }
    /// Where the table's count is written in the header.
    static func countField(_ table: NIBTable) -> Int { 18 + 8 * table.rawValue }

    init(bytes: [UInt8], file: String) throws(NIBError) {
        self.file = file
        func fail(_ offset: Int, _ reason: String) -> NIBError { NIBError(file: file, offset: offset, reason: reason) }
        if bytes.count > NIBLimits.maximumFileSize {
            throw fail(
                NIBLimits.maximumFileSize,
                "the file has \(bytes.count) bytes; archives may have at most \(NIBLimits.maximumFileSize) (16 MiB)")
        }
        if bytes.starts(with: Array("bplist00".utf8)) {
            throw fail(0, "is a keyed-archive (bplist) nib from before iOS 6; only NIBArchive nibs are read")
        }
        let magic = NIBReader.magic
        if let wrong = magic.indices.first(where: { $0 >= bytes.count || bytes[$0] != magic[$0] }) {
            throw fail(wrong, "does not start with the magic \"NIBArchive\", so it is not a compiled nib")
        }
        guard bytes.count >= NIBReader.headerSize else {
            throw fail(
                bytes.count, "the header is cut short: the file has \(bytes.count) bytes and a NIBArchive header has 50"
            )
        }
        func word(_ offset: Int) -> UInt32 { bytes[offset..<offset + 4].reversed().reduce(0) { $0 << 8 | UInt32($1) } }
        formatVersion = word(10)
        coderVersion = word(14)
        // iOS refuses format versions above 1 ("The NIB data is too new"); nothing writes 0.
        guard formatVersion == 1 else {
            throw fail(10, "format version \(formatVersion) is not 1, the only NIBArchive format version")
        }
        // 9 and 10 are the coder versions seen (1.2, 7.1); older ones are accepted, newer are unknown.
        guard (1...10).contains(coderVersion) else {
            throw fail(
                14, "coder version \(coderVersion) is not one this reader knows (1 to 10; Apple's tools write 10)")
        }
        var counts: [Int] = []
        var offsets: [Int] = []
        for table in NIBTable.allCases {
            let field = Self.countField(table)
            let count = Int(word(field))
            let offset = Int(word(field + 4))
            if count > NIBLimits.maximumEntries {
                throw fail(
                    field,
                    """
                    the \(table.name) claims \(count) \(table.entryName); archives may have at most \
                    \(NIBLimits.maximumEntries) per table
                    """
                )
            }
            if offset < NIBReader.headerSize {
                throw fail(field + 4, "the \(table.name) offset \(offset) points into the 50-byte header")
            }
            if offset > bytes.count {
                throw fail(
                    field + 4, "the \(table.name) offset \(offset) is past the end of the file (\(bytes.count) bytes)")
            }
            counts.append(count)
            offsets.append(offset)
        }
        self.counts = counts
        self.offsets = offsets
    }

    /// Refuses a count that the table's bytes cannot hold, before any entry is read or allocated.
    func checkRoom(for table: NIBTable, cursor: NIBCursor) throws(NIBError) {
        let room = cursor.limit - cursor.position
        let needed = count(table) * table.minimumEntrySize
        guard needed > room else { return }
        throw NIBError(
            file: file, offset: Self.countField(table),
            reason:
                """
                the \(table.name) claims \(count(table)) \(table.entryName), which need at least \(needed) bytes, \
                but only \(room) lie between its start at byte \(cursor.position) and \(cursor.limitName)
                """
        )
    }
}

/// The strict reader behind `NIBArchive(bytes:file:)`.
///
/// It accepts what Apple's tools write (research/nib-format.md 7) and refuses everything else with the
/// offset of the first byte at fault: the header, then each table in file order, each bounded by the
/// start of the next table, so tables that overlap or leave gaps are refused too. A count is checked
/// against the bytes that could hold it before anything is allocated for it.
struct NIBReader {
    let bytes: [UInt8]
    let file: String

    static let headerSize = 50
    static let magic = Array("NIBArchive".utf8)

    func error(_ offset: Int, _ reason: String) -> NIBError {
        NIBError(file: file, offset: offset, reason: reason)
    }

    func read() throws(NIBError) -> NIBArchive {
        let header = try NIBHeader(bytes: bytes, file: file)
        var archive = NIBArchive(formatVersion: header.formatVersion, coderVersion: header.coderVersion)
        // File order; at one offset, empty tables first, then header order, so the walk is deterministic.
        let order = NIBTable.allCases.sorted {
            (header.offset($0), header.count($0) > 0 ? 1 : 0, $0.rawValue) < (
                header.offset($1), header.count($1) > 0 ? 1 : 0, $1.rawValue
            )
        }
        let first = header.offset(order[0])
        if first > Self.headerSize {
            throw error(
                Self.headerSize,
                """
                bytes \(Self.headerSize) to \(first - 1) belong to no table: the first table, the \
                \(order[0].name), starts at byte \(first)
                """
            )
        }
        for (place, table) in order.enumerated() {
            let next = place + 1 < order.count ? order[place + 1] : nil
            let limit = next.map(header.offset) ?? bytes.count
            let limitName = next.map { "the start of the \($0.name)" } ?? "the end of the file"
            var cursor = NIBCursor(
                bytes: bytes, file: file, position: header.offset(table), limit: limit, limitName: limitName)
            try header.checkRoom(for: table, cursor: cursor)
            let tables = NIBTableReader(header: header)
            switch table {
            case .objects: archive.objects = try tables.objects(&cursor)
            case .keys: archive.keys = try tables.keys(&cursor)
            case .values: archive.values = try tables.values(&cursor)
            case .classes: archive.classes = try tables.classes(&cursor)
            }
            if cursor.position < limit {
                let what = next.map { "the \($0.name) starts at byte \(limit)" } ?? "the file ends at byte \(limit)"
                throw error(
                    cursor.position,
                    "\(limit - cursor.position) bytes after the end of the \(table.name) belong to no table (\(what))")
            }
        }
        archive.origin = NIBOrigin(
            file: file, objectsOffset: header.offset(.objects), keysOffset: header.offset(.keys),
            valuesOffset: header.offset(.values), classesOffset: header.offset(.classes))
        try checkEveryValueHasAnObject(archive)
        return archive
    }

    /// Every surveyed nib has each value in exactly one object (7.1); a value outside every object is
    /// never decoded. (Sharing was refused while reading the objects table.)
    private func checkEveryValueHasAnObject(_ archive: NIBArchive) throws(NIBError) {
        var owned = [Bool](repeating: false, count: archive.values.count)
        for object in archive.objects { for value in object.valueRange { owned[value] = true } }
        guard let first = owned.firstIndex(of: false) else { return }
        let orphans = owned.count - owned.filter { $0 }.count
        let which = orphans == 1 ? "value \(first) belongs" : "\(orphans) values, the first value \(first), belong"
        throw error(archive.offset(ofValue: first), "\(which) to no object, so no decoder would read them")
    }
}

/// The four tables, in the order of the header's count/offset pairs.
enum NIBTable: Int, CaseIterable {
    case objects, keys, values, classes

    var name: String {
        switch self {
        case .objects: "objects table"
        case .keys: "keys table"
        case .values: "values table"
        case .classes: "class name table"
        }
    }

    var entryName: String {
        switch self {
        case .objects: "objects"
        case .keys: "keys"
        case .values: "values"
        case .classes: "class names"
        }
    }

    /// The fewest bytes one entry can take: three one-byte varints; a length and no text is refused, so
    /// one length byte and one byte of text; a key index and a type; a length, a fallback count and the NUL.
    var minimumEntrySize: Int {
        switch self {
        case .objects: 3
        case .keys: 2
        case .values: 2
        case .classes: 3
        }
    }
}

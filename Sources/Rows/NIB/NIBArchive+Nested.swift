/// NIBArchives inside the data of other NIBArchives: storyboard table views keep prototype cells as
/// whole nibs in `UINib` objects' `archiveData` (research/nib-format.md 7.9). They are read as strictly
/// as the outer file, their errors name the byte in the outer file, and nesting is bounded.
extension NIBArchive {
    /// Whether data bytes hold a nested archive (they start with the magic).
    public static func isNestedArchive(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: NIBReader.magic)
    }

    /// The archive in the data of value `index`; nil when the value is not data starting with the magic.
    /// Throws the nested archive's first fault at its byte in the outer file, or when archives nest
    /// deeper than `NIBLimits.maximumNestingOfArchives`.
    public func nestedArchive(inValue index: Int) throws(NIBError) -> NIBArchive? {
        guard case .data(let bytes) = values[index].value, Self.isNestedArchive(bytes) else { return nil }
        let depth = (origin?.nesting ?? 0) + 1
        if depth > NIBLimits.maximumNestingOfArchives {
            throw error(
                atValue: index,
                """
                value \(index) holds a NIBArchive nested \(depth) deep; archives may nest at most \
                \(NIBLimits.maximumNestingOfArchives)
                """
            )
        }
        let base =
            offset(ofValue: index) + NIBWriter.varintSize(values[index].key) + 1 + NIBWriter.varintSize(bytes.count)
        do {
            var nested = try NIBReader(bytes: bytes, file: fileName).read()
            nested.origin?.shift(by: base, nesting: depth)
            return nested
        } catch {
            throw NIBError(
                file: fileName, offset: base + error.offset,
                reason: "in the NIBArchive nested in value \(index): \(error.reason)")
        }
    }
}

extension NIBOrigin {
    /// Offsets made relative to the outermost file.
    mutating func shift(by base: Int, nesting depth: Int) {
        objectsOffset += base
        keysOffset += base
        valuesOffset += base
        classesOffset += base
        nesting = depth
    }
}

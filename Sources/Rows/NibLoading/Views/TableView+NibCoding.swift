import NIB
import Views

/// `UITableView`'s keys, after `UIScrollView`'s. A storyboard's table view keeps its prototype cells as
/// whole nibs: `UITableViewCellPrototypeNibs`, a dictionary from reuse identifier to a `UINib` whose
/// `archiveData` holds a NIBArchive (notes §7.9). Each is read as strictly as the outer file and
/// registered for its identifier, as `UITableView` registers them; a cell is decoded from it only when
/// a row dequeues one.
///
/// `UIRowHeight` is the project's guess for the row height (docs/nib-coding.md). Decode-only: the
/// project's compiler reads no `<tableView>` XIB element, so it never writes a table view.
extension TableView {
    public static let tableViewNibCoding = NibClassCoding(
        className: "UITableView", type: TableView.self,
        decode: { coder in
            let table = TableView()
            try decodeTableViewKeys(table, from: coder)
            return .object(table)
        })

    public static func decodeTableViewKeys(_ table: TableView, from coder: NibDecoder) throws {
        try decodeScrollViewKeys(table, from: coder)
        if let height = try coder.decodeDouble(forKey: "UIRowHeight") { table.rowHeight = height }
        guard let found = try coder.decodeObject(forKey: "UITableViewCellPrototypeNibs") else { return }
        guard case .dictionary(let pairs) = found else {
            throw coder.error("key 'UITableViewCellPrototypeNibs' refers to \(found.kindDescription), not a dictionary")
        }
        for (key, value) in pairs {
            guard case .string(let identifier) = key, case .value(let boxed) = value, let nib = boxed as? Nib else {
                throw coder.error(
                    """
                    key 'UITableViewCellPrototypeNibs' holds \(key.kindDescription) -> \(value.kindDescription), \
                    not a reuse identifier -> UINib
                    """
                )
            }
            table.register(.nib { try nib.instantiate(owner: nil) }, forCellReuseIdentifier: identifier)
        }
    }
}

/// `UINib` inside a nib: `archiveData` is the nested NIBArchive, as data or as an `NSData` object
/// (notes §7.9 saw the bytes of an `NSData`). Decoding reads, checks and indexes it with the outer
/// nib's registry; its errors name their byte in the outer file.
enum NestedNibCoding {
    static let nib = NibClassCoding(
        className: "UINib",
        decode: { coder in
            guard let position = coder.valueIndex(forKey: "archiveData") else {
                throw coder.error("is a UINib without archiveData")
            }
            let archive = coder.index.archive
            var dataValue = position
            if case .object(let target) = archive.values[position].value {
                guard archive.objects.indices.contains(target),
                    let bytes = archive.values(of: target).indices.first(where: {
                        archive.keys[archive.values[$0].key] == "NS.bytes"
                    })
                else {
                    throw coder.error("key 'archiveData' refers to an object without NS.bytes")
                }
                dataValue = bytes
            }
            let nested: NIBArchive
            do {
                guard let found = try archive.nestedArchive(inValue: dataValue) else {
                    throw coder.error(
                        "key 'archiveData' does not hold a NIBArchive (its data does not start with the signature)")
                }
                nested = found
            } catch let error as NIBError {
                throw NibLoadingError(
                    file: coder.index.file, offset: error.offset, object: coder.current, className: "UINib",
                    reason: error.reason)
            }
            return .value(
                try Nib(
                    index: NibIndex(
                        archive: nested, file: coder.index.file, registry: coder.index.registry,
                        strict: coder.index.strict)))
        })
}

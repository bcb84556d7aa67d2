/// A NIBArchive: Apple's compiled-nib container (research/nib-format.md section 1, and section 7, the
/// survey of real ibtool output, where they disagree).
///
/// Four tables after a 50-byte header: objects, keys, values, class names. The archive knows nothing of
/// UIKit; the coding layer gives meaning to the classes and keys.
public struct NIBArchive: Sendable {
    /// Word 1 of the header; Apple writes 1 and iOS refuses anything newer (1.2).
    public var formatVersion: UInt32
    /// Word 2 of the header; every surveyed ibtool nib has 10 (7.1).
    public var coderVersion: UInt32
    public var objects: [NIBObject]
    public var keys: [String]
    public var values: [NIBKeyedValue]
    public var classes: [NIBClass]
    /// Where the archive was read from, so checks after reading can name file and byte; nil when built.
    public internal(set) var origin: NIBOrigin?

    public init(
        formatVersion: UInt32 = 1, coderVersion: UInt32 = 10, objects: [NIBObject] = [],
        keys: [String] = [], values: [NIBKeyedValue] = [], classes: [NIBClass] = []
    ) {
        self.formatVersion = formatVersion
        self.coderVersion = coderVersion
        self.objects = objects
        self.keys = keys
        self.values = values
        self.classes = classes
    }

    /// Strict reader: validates everything; errors are `NIBError`s naming the byte offset.
    public init(bytes: [UInt8], file: String? = nil) throws(NIBError) {
        self = try NIBReader(bytes: bytes, file: file ?? "nib").read()
    }

    /// Writer: header (50 bytes), then tables in the order objects, keys, values, class names (7.1).
    public func bytes() -> [UInt8] {
        NIBWriter.bytes(of: self)
    }

    /// The values of object `index`, in order.
    public func values(of index: Int) -> ArraySlice<NIBKeyedValue> {
        values[objects[index].valueRange]
    }

    /// The class name of object `index`.
    public func className(of index: Int) -> String {
        classes[objects[index].classIndex].name
    }

    /// The first value of object `index` stored under `key`, as the decoder finds it.
    public func value(forKey key: String, of index: Int) -> NIBValue? {
        values(of: index).first { keys[$0.key] == key }?.value
    }
}

/// Two archives are equal when their tables are; where they came from does not matter.
extension NIBArchive: Equatable {
    public static func == (lhs: NIBArchive, rhs: NIBArchive) -> Bool {
        lhs.formatVersion == rhs.formatVersion && lhs.coderVersion == rhs.coderVersion
            && lhs.objects == rhs.objects && lhs.keys == rhs.keys && lhs.values == rhs.values
            && lhs.classes == rhs.classes
    }
}

/// The file an archive was read from and where its tables start, from which every entry's byte offset
/// follows (the reader accepts only minimal varints, so entry sizes are known from the entries).
public struct NIBOrigin: Equatable, Sendable {
    public var file: String
    public var objectsOffset: Int
    public var keysOffset: Int
    public var valuesOffset: Int
    public var classesOffset: Int
    /// 0 for a file; 1 for an archive in a value's data of a file, and so on.
    public var nesting = 0
}

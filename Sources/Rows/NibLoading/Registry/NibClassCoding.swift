/// How one archived class is decoded and, for the model's own types, encoded: a class's
/// `init(coder:)` and `encode(with:)` equivalents, registered under UIKit's class name.
///
/// Each view class declares its coding in a `Type+NibCoding.swift` file as a static `nibCoding`, and
/// `NibClassRegistry.standard` lists them (docs/nib-coding.md).
public struct NibClassCoding: @unchecked Sendable {
    /// The class name in the archive, e.g. `UILabel`.
    public let className: String
    /// Classes an older or other reader may use instead (`UIColor` → `NSColor`), written after the name.
    public let fallbackClassNames: [String]
    /// The model type this coding encodes, when it encodes one (nil for decode-only entries).
    public let type: AnyObject.Type?
    /// Creates the object and reads its keys from the decoder, positioned on the object being decoded.
    public let decode: (NibDecoder) throws -> NibDecoded
    /// Writes the object's keys, in UIKit's order, omitting values equal to the decoder's defaults.
    public let encode: ((AnyObject, NibEncoder) throws -> Void)?
    /// The class to archive an object under when it depends on the object (a gesture recognizer's kind);
    /// nil archives every object of the type as `className`.
    public let archivedClassName: ((AnyObject) -> String)?
    /// Whether the model has a counterpart for the class; false for classes decoded only to be kept with
    /// their keys (storyboard controllers, trait storage, bar items), which "not modelled" lists.
    public let isModelled: Bool

    public init(
        className: String, fallbackClassNames: [String] = [], type: AnyObject.Type? = nil,
        decode: @escaping (NibDecoder) throws -> NibDecoded,
        encode: ((AnyObject, NibEncoder) throws -> Void)? = nil,
        archivedClassName: ((AnyObject) -> String)? = nil, isModelled: Bool = true
    ) {
        self.isModelled = isModelled
        self.archivedClassName = archivedClassName
        self.className = className
        self.fallbackClassNames = fallbackClassNames
        self.type = type
        self.decode = decode
        self.encode = encode
    }

    /// A coding for a view class `T`: decoding makes `T` with `make` and hands it to `decodeKeys`;
    /// encoding hands the object to `encodeKeys`. Both chain to the superclass's keys themselves.
    public static func view<T: AnyObject>(
        _ className: String, fallbacks: [String] = [], _ type: T.Type,
        make: @escaping () -> T,
        decodeKeys: @escaping (T, NibDecoder) throws -> Void,
        encodeKeys: @escaping (T, NibEncoder) throws -> Void
    ) -> NibClassCoding {
        NibClassCoding(
            className: className, fallbackClassNames: fallbacks, type: type,
            decode: { coder in
                let object = make()
                try decodeKeys(object, coder)
                return .object(object)
            },
            encode: { object, coder in try encodeKeys(unsafeDowncast(object, to: T.self), coder) })
    }
}

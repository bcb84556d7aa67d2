import NIB
import Typesetting
import Views

/// Writes objects into a NIBArchive the way `UINibEncoder` does: objects numbered on first encounter,
/// depth first, each object's values in the order its `encode(with:)` writes them, strings uniqued by
/// value, and a class's keys left out where they hold the decoder's default.
///
/// The compiler drives it (root object, proxies, connections); each class's encode function writes its
/// own keys through the typed `encode...(_:forKey:)` calls here.
public final class NibEncoder {
    public let registry: NibClassRegistry
    private var builder = NIBArchiveBuilder()
    /// The object whose values are being written.
    public private(set) var current = 0
    private var encoded: [ObjectIdentifier: Int] = [:]
    /// Keeps every encoded object alive, so no object identifier is reused while encoding.
    private var retained: [AnyObject] = []
    private var strings: [String: Int] = [:]
    private var numbers: [UInt64: Int] = [:]
    private var emptyArray: Int?
    private var classOverrides: [ObjectIdentifier: (name: String, fallbacks: [String])] = [:]
    private var customClasses: [ObjectIdentifier: String] = [:]

    public init(registry: NibClassRegistry = .standard) {
        self.registry = registry
    }

    /// Adds an object of `className` and makes it current while `body` writes its values.
    @discardableResult
    public func addObject(className: String, fallbacks: [String] = [], _ body: () throws -> Void) rethrows -> Int {
        let index = builder.addObject(className: className, fallbackClassNames: fallbacks)
        let saved = current
        current = index
        defer { current = saved }
        try body()
        return index
    }

    public func build() -> NIBArchive { builder.build() }

    /// Archives `object` as class `name` (with fallbacks) instead of its type's class: a cell's content
    /// view is a `UITableViewCellContentView`, a plain view in the model.
    public func overrideClass(of object: AnyObject, as name: String, fallbacks: [String] = []) {
        classOverrides[ObjectIdentifier(object)] = (name, fallbacks)
    }

    /// Archives `object` through a `UIClassSwapper` naming `className` (Interface Builder's custom class).
    public func setCustomClass(_ className: String, of object: AnyObject) {
        customClasses[ObjectIdentifier(object)] = className
    }

    // MARK: Scalars

    public func encode(_ value: NIBValue, forKey key: String) { builder.set(value, forKey: key, on: current) }

    public func encodeBool(_ flag: Bool, forKey key: String) { encode(.bool(flag), forKey: key) }

    /// The narrowest width that holds the value read as unsigned, as UIKit's encoder picks it; negative
    /// numbers therefore take 64 bits.
    public func encodeInteger(_ number: Int, forKey key: String) {
        let bits = UInt64(bitPattern: Int64(number))
        if bits <= 0x7F {
            encode(.int8(Int8(bits)), forKey: key)
        } else if bits <= 0x7FFF {
            encode(.int16(Int16(bits)), forKey: key)
        } else if bits <= 0x7FFF_FFFF {
            encode(.int32(Int32(bits)), forKey: key)
        } else {
            encode(.int64(Int64(number)), forKey: key)
        }
    }

    public func encodeDouble(_ number: Double, forKey key: String) { encode(.double(number), forKey: key) }
    public func encodeFloat(_ number: Float, forKey key: String) { encode(.float(number), forKey: key) }

    public func encodeRect(_ rect: Rect, forKey key: String) {
        encode(NIBArchiveBuilder.geometry([rect.origin.x, rect.origin.y, rect.width, rect.height]), forKey: key)
    }
    public func encodePoint(_ point: Point, forKey key: String) {
        encode(NIBArchiveBuilder.geometry([point.x, point.y]), forKey: key)
    }
    public func encodeSize(_ size: Size, forKey key: String) {
        encode(NIBArchiveBuilder.geometry([size.width, size.height]), forKey: key)
    }
    public func encodeInsets(_ insets: EdgeInsets, forKey key: String) {
        encode(NIBArchiveBuilder.geometry([insets.top, insets.left, insets.bottom, insets.right]), forKey: key)
    }

    /// An enumeration as its UIKit integer value, `cases` in UIKit's order.
    public func encodeEnum<T: Equatable>(_ value: T, in cases: [T], forKey key: String) {
        encodeInteger(cases.firstIndex(of: value)!, forKey: key)
    }

    // MARK: Objects

    /// A reference to an object already written, or to a new one written now with its type's coding.
    /// - Throws: `NibLoadingError` when the object's type has no coding.
    public func encodeObject(_ object: AnyObject?, forKey key: String) throws {
        guard let object else { return encode(.null, forKey: key) }
        encode(.object(try reference(to: object)), forKey: key)
    }

    /// The object index of `object`, writing it first if needed.
    public func reference(to object: AnyObject) throws -> Int {
        if let index = encoded[ObjectIdentifier(object)] { return index }
        guard let coding = registry.coding(for: object), let encode = coding.encode else {
            throw NibLoadingError(
                file: "nib",
                reason: "cannot archive an object of type \(type(of: object)): no class coding is registered for it")
        }
        let identity = ObjectIdentifier(object)
        let (name, fallbacks) =
            classOverrides[identity] ?? (
                coding.archivedClassName?(object) ?? coding.className, coding.fallbackClassNames
            )
        let custom = customClasses[identity]
        retained.append(object)
        let index = builder.addObject(
            className: custom == nil ? name : "UIClassSwapper", fallbackClassNames: custom == nil ? fallbacks : [])
        encoded[identity] = index
        let saved = current
        current = index
        defer { current = saved }
        try encode(object, self)
        if let custom {
            // UIClassSwapper's own keys come last, after the original class's.
            encodeString(custom, forKey: "UIClassName")
            encodeString(name, forKey: "UIOriginalClassName")
        }
        return index
    }

    /// An `NSString`, one object per distinct string.
    public func encodeString(_ text: String?, forKey key: String) {
        guard let text else { return encode(.null, forKey: key) }
        encode(.object(stringReference(text)), forKey: key)
    }

    public func stringReference(_ text: String) -> Int {
        if let index = strings[text] { return index }
        let index = addObject(className: "NSString") { encode(.data(Array(text.utf8)), forKey: "NS.bytes") }
        strings[text] = index
        return index
    }

    /// An inlined collection: `NSInlinedValue`, then one `UINibEncoderEmptyKey` per element, each
    /// written by `element` (which returns the element's object index). Empty `NSArray`s are one object.
    public func encodeCollection<Element>(
        _ elements: [Element], className: String = "NSArray", forKey key: String,
        element: (Element) throws -> Int
    ) rethrows {
        encode(.object(try collectionReference(elements, className: className, element: element)), forKey: key)
    }

    public func collectionReference<Element>(
        _ elements: [Element], className: String = "NSArray",
        element: (Element) throws -> Int
    ) rethrows -> Int {
        if elements.isEmpty, className == "NSArray", let emptyArray { return emptyArray }
        let index = try addObject(className: className) {
            encode(.bool(true), forKey: "NSInlinedValue")
            for item in elements { encode(.object(try element(item)), forKey: "UINibEncoderEmptyKey") }
        }
        if elements.isEmpty, className == "NSArray" { emptyArray = index }
        return index
    }

    /// An array of objects, each written with its coding.
    public func encodeObjects(_ objects: [AnyObject], className: String = "NSArray", forKey key: String) throws {
        try encodeCollection(objects, className: className, forKey: key) { try reference(to: $0) }
    }

    /// An `NSNumber` holding a double (`NS.dblval`), one object per distinct value, as strings are (the
    /// format notes: viraptor's ibtool deduplicates numbers too).
    public func numberReference(_ number: Double) -> Int {
        if let index = numbers[number.bitPattern] { return index }
        let index = addObject(className: "NSNumber") { encodeDouble(number, forKey: "NS.dblval") }
        numbers[number.bitPattern] = index
        return index
    }
}

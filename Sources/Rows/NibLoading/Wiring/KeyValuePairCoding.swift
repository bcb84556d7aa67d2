import Views

/// `UINibKeyValuePair`: one user-defined runtime attribute as ibtool archives it, in the root's
/// `UINibKeyValuePairsKey` array rather than on the view (notes §1.7). UIKit applies each pair with
/// `setValue:forKeyPath:` after decoding; the model has no custom classes to set it on, so the pair
/// becomes a `RuntimeAttribute` on its view, where a XIB's `<userDefinedRuntimeAttribute>` puts it.
///
/// The key names `UIObject`, `UIKeyPath` and `UIValue` are confirmed by the real files
/// (`../shared/apple-nibs`); a geometry value is an `NSValue` (`ValueCoding`).
enum KeyValuePairCoding {
    static let pair = NibClassCoding(
        className: "UINibKeyValuePair",
        decode: { coder in
            guard case .object(let object)? = try coder.decodeObject(forKey: "UIObject") else {
                throw coder.error("is a UINibKeyValuePair whose UIObject is missing or not an object")
            }
            guard let keyPath = try coder.decodeString(forKey: "UIKeyPath") else {
                throw coder.error("is a UINibKeyValuePair without UIKeyPath")
            }
            let value = try runtimeValue(try coder.decodeObject(forKey: "UIValue"), keyPath: keyPath, coder: coder)
            return .object(
                NibKeyValuePair(
                    object: object, attribute: RuntimeAttribute(keyPath: keyPath, value: value),
                    objectIndex: coder.current))
        })

    /// The runtime value a decoded `UIValue` stands for; nil (no `UIValue`, or a nil one) is `type="nil"`.
    static func runtimeValue(_ value: NibDecoded?, keyPath: String, coder: NibDecoder) throws -> RuntimeValue {
        switch value {
        case nil: return .nilValue
        case .bool(let flag)?: return .boolean(flag)
        case .int(let number)?: return .integer(number)
        case .double(let number)?: return .real(number)
        case .string(let text)?: return .string(text)
        case .color(let color)?: return .color(color)
        case .value(let boxed)? where boxed is ImageCoding.Name: return .image((boxed as! ImageCoding.Name).name)
        case .value(let boxed)? where boxed is ValueCoding.Geometry:
            switch boxed as! ValueCoding.Geometry {
            case .point(let point): return .point(point)
            case .size(let size): return .size(size)
            case .rect(let rect): return .rect(rect)
            case .insets(let insets):
                throw coder.error(
                    """
                    is a UINibKeyValuePair for '\(keyPath)' whose UIValue is edge insets \(insets), which a \
                    runtime attribute of the model cannot hold
                    """
                )
            }
        case let other?:
            throw coder.error(
                """
                is a UINibKeyValuePair for '\(keyPath)' whose UIValue is \(other.kindDescription), which a \
                runtime attribute of the model cannot hold
                """
            )
        }
    }
}

/// A decoded key-value pair, applied once every object exists.
public final class NibKeyValuePair {
    public let object: AnyObject
    public let attribute: RuntimeAttribute
    let objectIndex: Int

    init(object: AnyObject, attribute: RuntimeAttribute, objectIndex: Int) {
        self.object = object
        self.attribute = attribute
        self.objectIndex = objectIndex
    }
}

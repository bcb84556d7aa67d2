/// Inlined collections: an `NSArray`, `NSSet` or `NSDictionary` (or a subclass) stored as an object whose
/// first value is `NSInlinedValue` and whose other values are its elements under `UINibEncoderEmptyKey`
/// (research/nib-format.md 1.6, from the decompiled `serializeArray:` and the decoder's fast path).
extension NIBArchive {
    /// The key of a collection's first value.
    public static let inlinedValueKey = "NSInlinedValue"
    /// The key of each element.
    public static let elementKey = "UINibEncoderEmptyKey"

    /// Whether object `index` is an inlined collection. As in Apple's decoder, the first value's key
    /// decides, whatever its type.
    public func isInlinedCollection(_ index: Int) -> Bool {
        let object = objects[index]
        return object.valueCount > 0 && keys[values[object.valueStart].key] == Self.inlinedValueKey
    }

    /// The elements of inlined collection `index`, in order (a dictionary's alternate key, value).
    ///
    /// Throws at the value at fault when an element is nil (Apple's decoder then makes the whole
    /// collection nil, losing every element silently), is not an object reference, or has another key.
    public func inlinedElements(of index: Int) throws(NIBError) -> [Int] {
        guard isInlinedCollection(index) else {
            throw error(
                atObject: index,
                """
                object \(index) (\(className(of: index).quotedForMessage)) is not an inlined collection: its \
                first value is not \(Self.inlinedValueKey)
                """
            )
        }
        var elements: [Int] = []
        let range = objects[index].valueRange
        elements.reserveCapacity(range.count - 1)
        for valueIndex in range.dropFirst() {
            let entry = values[valueIndex]
            guard keys[entry.key] == Self.elementKey else {
                throw error(
                    atValue: valueIndex,
                    """
                    value \(valueIndex) of collection object \(index) has key \
                    \(keys[entry.key].quotedForMessage), not \(Self.elementKey)
                    """
                )
            }
            switch entry.value {
            case .object(let element): elements.append(element)
            case .null:
                throw error(
                    atValue: valueIndex,
                    """
                    collection object \(index) (\(className(of: index).quotedForMessage)) has a nil element \
                    (value \(valueIndex)); collections cannot hold nil
                    """
                )
            default:
                throw error(
                    atValue: valueIndex,
                    """
                    element value \(valueIndex) of collection object \(index) has type \(entry.value.typeName), \
                    not an object reference
                    """
                )
            }
        }
        return elements
    }

    /// The key/value pairs of an inlined dictionary; an odd number of elements is refused, as by Apple's decoder.
    public func inlinedPairs(of index: Int) throws(NIBError) -> [(key: Int, value: Int)] {
        let elements = try inlinedElements(of: index)
        guard elements.count % 2 == 0 else {
            throw error(
                atObject: index,
                "dictionary object \(index) has \(elements.count) elements; keys and values come in pairs")
        }
        return stride(from: 0, to: elements.count, by: 2).map { (elements[$0], elements[$0 + 1]) }
    }

    /// The text of an `NSString`-like object: its `NS.bytes` data as UTF-8.
    public func string(_ index: Int) throws(NIBError) -> String {
        guard let position = values(of: index).firstIndex(where: { keys[$0.key] == "NS.bytes" }),
            case .data(let bytes) = values[position].value
        else {
            throw error(
                atObject: index,
                "object \(index) (\(className(of: index).quotedForMessage)) has no NS.bytes data, so it is not a string"
            )
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw error(atValue: position, "the NS.bytes of string object \(index) are not valid UTF-8")
        }
        return text
    }
}

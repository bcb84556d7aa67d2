/// An image by name, as a nib refers to an image resource: a `UIImageNibPlaceholder` holding
/// `UIResourceName`. The model keeps images by name, so decoding yields the name.
enum ImageCoding {
    struct Name { let name: String }

    static let placeholder = NibClassCoding(
        className: "UIImageNibPlaceholder",
        decode: { coder in
            guard let name = try coder.decodeString(forKey: "UIResourceName") else {
                throw coder.error("is a UIImageNibPlaceholder without UIResourceName")
            }
            return .value(Name(name: name))
        })

    static func encode(_ name: String?, forKey key: String, in coder: NibEncoder) {
        guard let name else { return }
        let index = coder.addObject(className: "UIImageNibPlaceholder") {
            coder.encodeString(name, forKey: "UIResourceName")
        }
        coder.encode(.object(index), forKey: key)
    }

    static func decode(forKey key: StaticString, from coder: NibDecoder) throws -> String? {
        try coder.decodeValue(forKey: key, as: Name.self)?.name
    }
}

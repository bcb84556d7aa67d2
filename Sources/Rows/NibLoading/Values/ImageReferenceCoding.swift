import Views

/// How an image is named beyond its resource name: an SF Symbol's catalog, scale and rendering mode
/// (`ImageReference`), archived as an object of the project's own class `NibOrNotImageReference`
/// (`UIResourceName`, `NibOrNotCatalog`, `NibOrNotSymbolScale`, `NibOrNotRenderingMode`). UIKit resolves
/// a symbol to a `UIImage` at compile time, which the model, keeping images by name, does not do.
enum ImageReferenceCoding {
    static let reference = NibClassCoding(
        className: "NibOrNotImageReference",
        decode: { coder in
            guard let name = try coder.decodeString(forKey: "UIResourceName") else {
                throw coder.error("is an image reference without UIResourceName")
            }
            return .value(
                ImageReference(
                    name: name, catalog: try coder.decodeString(forKey: "NibOrNotCatalog"),
                    symbolScale: try coder.decodeString(forKey: "NibOrNotSymbolScale"),
                    renderingMode: try coder.decodeString(forKey: "NibOrNotRenderingMode")))
        })

    static func index(of reference: ImageReference, in coder: NibEncoder) -> Int {
        coder.addObject(className: "NibOrNotImageReference") {
            coder.encodeString(reference.name, forKey: "UIResourceName")
            if let text = reference.catalog { coder.encodeString(text, forKey: "NibOrNotCatalog") }
            if let text = reference.symbolScale { coder.encodeString(text, forKey: "NibOrNotSymbolScale") }
            if let text = reference.renderingMode { coder.encodeString(text, forKey: "NibOrNotRenderingMode") }
        }
    }

    static func encode(_ reference: ImageReference?, forKey key: String, in coder: NibEncoder) {
        guard let reference else { return }
        coder.encode(.object(index(of: reference, in: coder)), forKey: key)
    }

    static func decode(forKey key: StaticString, from coder: NibDecoder) throws -> ImageReference? {
        try coder.decodeValue(forKey: key, as: ImageReference.self)
    }
}

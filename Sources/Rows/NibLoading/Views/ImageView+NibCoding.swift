import Views

/// `UIImageView`'s keys, after `UIView`'s: `UIImage` and `UIHighlightedImage` as image placeholders;
/// an SF Symbol's naming and symbol configuration under the project's own keys `NibOrNotImageReference`
/// and `NibOrNotSymbolConfiguration` (docs/nib-coding.md).
extension ImageView {
    public static let imageViewNibCoding = NibClassCoding.view(
        "UIImageView", ImageView.self, make: { ImageView() },
        decodeKeys: { try decodeImageViewKeys($0, from: $1) },
        encodeKeys: { try encodeImageViewKeys($0, to: $1) })

    public static func decodeImageViewKeys(_ view: ImageView, from coder: NibDecoder) throws {
        try decodeViewKeys(view, from: coder)
        if let name = try ImageCoding.decode(forKey: "UIImage", from: coder) { view.image = name }
        if let name = try ImageCoding.decode(forKey: "UIHighlightedImage", from: coder) { view.highlightedImage = name }
        if let flag = try coder.decodeBool(forKey: "UIHighlighted") { view.isHighlighted = flag }
        if let reference = try ImageReferenceCoding.decode(forKey: "NibOrNotImageReference", from: coder) {
            view.imageReference = reference
        }
        if let values = try StringDictionaryCoding.decode(forKey: "NibOrNotSymbolConfiguration", from: coder) {
            view.preferredSymbolConfiguration = SymbolConfiguration(values: values)
        }
        // ibtool's UIImageSymbolConfiguration object (key name guessed; docs/nib-coding.md).
        if coder.index.hasRareViewKeys,
            let configuration = try coder.decodeValue(
                forKey: "UIPreferredSymbolConfiguration", as: SymbolConfiguration.self)
        {
            view.preferredSymbolConfiguration = configuration
        }
    }

    public static func encodeImageViewKeys(_ view: ImageView, to coder: NibEncoder) throws {
        try encodeViewKeys(view, to: coder)
        ImageCoding.encode(view.image, forKey: "UIImage", in: coder)
        ImageCoding.encode(view.highlightedImage, forKey: "UIHighlightedImage", in: coder)
        if view.isHighlighted { coder.encodeBool(true, forKey: "UIHighlighted") }
        ImageReferenceCoding.encode(view.imageReference, forKey: "NibOrNotImageReference", in: coder)
        if let configuration = view.preferredSymbolConfiguration {
            StringDictionaryCoding.encode(configuration.values, forKey: "NibOrNotSymbolConfiguration", in: coder)
        }
    }
}

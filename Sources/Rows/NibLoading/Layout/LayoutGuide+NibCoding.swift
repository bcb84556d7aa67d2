import Views

/// `UILayoutGuide`: its identifier (`UILayoutGuideIdentifier`, the role, e.g. `safeArea`). The owning
/// view is not archived on the guide: the view that lists it in `UIViewLayoutGuides` sets it, so the
/// guide never refers back to a view still being decoded.
///
/// `_UILayoutGuide`, the top and bottom layout guides of storyboards (fallback `UIView`, section 7 of
/// the format notes), decodes to a guide too, named by the same key when it has it.
extension LayoutGuide {
    public static let layoutGuideNibCoding = NibClassCoding(
        className: "UILayoutGuide", type: LayoutGuide.self,
        decode: { .object(try decodeGuide(from: $0)) },
        encode: { object, coder in
            coder.encodeString(
                unsafeDowncast(object, to: LayoutGuide.self).identifier, forKey: "UILayoutGuideIdentifier")
        })

    public static let legacyLayoutGuideNibCoding = NibClassCoding(
        className: "_UILayoutGuide", fallbackClassNames: ["UIView"],
        decode: { .object(try decodeGuide(from: $0)) })

    static func decodeGuide(from coder: NibDecoder) throws -> LayoutGuide {
        LayoutGuide(
            identifier: try coder.decodeString(forKey: "UILayoutGuideIdentifier") ?? coder.decodeString(
                forKey: "_UILayoutGuideIdentifier") ?? "",
            owningView: nil)
    }
}

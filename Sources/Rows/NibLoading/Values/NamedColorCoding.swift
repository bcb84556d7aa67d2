/// `UINamedColor`: an asset-catalog colour, which ibtool's `runtime.nib` carries (notes §7.10, which names
/// the class and `UIFallbackColor` and `UIAssetName`). There is no asset catalog here, so the colour is the
/// fallback: `UIFallbackColor` when it refers to a colour, else the object's own `UIColor` components.
/// That `UIFallbackColor` is a key holding a colour object is the project's reading (docs/nib-coding.md).
enum NamedColorCoding {
    static let namedColor = NibClassCoding(
        className: "UINamedColor",
        decode: { coder in
            if let color = try coder.decodeColor(forKey: "UIFallbackColor") { return .color(color) }
            if coder.containsValue(forKey: "UIColorComponentCount") || coder.containsValue(forKey: "UIRed")
                || coder.containsValue(forKey: "UIWhite")
            {
                return try ColorCoding.decode(coder)
            }
            let name = try coder.decodeString(forKey: "UIAssetName") ?? "unnamed"
            throw coder.error(
                """
                is the named colour '\(name)' with neither UIFallbackColor nor components; without the app's \
                asset catalog it has no value
                """
            )
        })
}

extension NamedColorCoding {
    /// `_UICoreUICatalogColorWrapper`: what ibtool writes for an asset-catalog colour in iOS 13+ nibs
    /// (`UIAssetName`, `UIAssetBundleID`, `UIFallbackColor`, read from the real files). As for
    /// `UINamedColor`, the colour is the fallback.
    static let catalogColorWrapper = NibClassCoding(
        className: "_UICoreUICatalogColorWrapper",
        decode: { coder in
            if let color = try coder.decodeColor(forKey: "UIFallbackColor") { return .color(color) }
            let name = try coder.decodeString(forKey: "UIAssetName") ?? "unnamed"
            throw coder.error(
                """
                is the catalog colour '\(name)' without UIFallbackColor; without the app's asset catalog it has \
                no value
                """
            )
        })
}

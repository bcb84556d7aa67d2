import NIB
import Typesetting

extension NibIndex {
    /// The names of the fonts the nib's `UIFont`s name (not the system fonts), in archive order, each once.
    /// A compiled nib does not say which fonts the app ships (a XIB's `<customFonts>` does), so every
    /// named font is one the app may ship: `declareFonts(to:)` lets a measurer stand in for those this
    /// machine lacks, as it does for a XIB's declared fonts.
    public func namedFonts() -> [String] {
        var names: [String] = []
        for object in classNames.indices where classNames[object] == "UIFont" {
            if case .bool(true)? = archive.value(forKey: "UISystemFont", of: object) { continue }
            guard
                case .object(let target)? = archive.value(forKey: "UIFontName", of: object)
                    ?? archive.value(forKey: "NSName", of: object),
                archive.objects.indices.contains(target), let name = try? archive.string(target),
                !name.hasPrefix("."), !names.contains(name)
            else { continue }
            names.append(name)
        }
        return names
    }

    /// Tells a FreeType measurer that the nib's named fonts are the app's own, so one this machine lacks
    /// is measured with the DejaVu face of its weight and style and reported as a substitution, as for a
    /// XIB. Other measurers (fakes in tests) need no telling.
    public func declareFonts(to measurer: TextMeasuring) {
        guard let freeType = measurer as? FreeTypeMeasurer else { return }
        let names = namedFonts()
        if !names.isEmpty { freeType.declareBundledFonts(names) }
    }
}

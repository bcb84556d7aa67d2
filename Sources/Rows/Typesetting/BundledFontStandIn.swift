/// The DejaVu face that measures a font an app ships but this machine lacks, judged from its name:
/// the weight and style words Apple's and most foundries' PostScript names end with ("Dosis-ExtraLight",
/// "Avenir-HeavyOblique"). A name with none of them ("Radikal") is the regular face.
enum BundledFontStandIn {
    static func face(for name: String) -> FontDescriptor.Face {
        let lower = name.lowercased()
        let style = lower.split(separator: "-").dropFirst().joined()
        let words = style.isEmpty ? lower : style
        let italic = words.contains("italic") || words.contains("oblique")
        if ["thin", "hairline", "extralight", "ultralight"].contains(where: words.contains) {
            return italic ? .italicSystem : .weightedSystem(.ultraLight)
        }
        if ["semibold", "demibold", "demi", "bold", "heavy", "black", "extrabold", "ultrabold"].contains(
            where: words.contains)
        {
            return italic ? .named("DejaVuSans-BoldOblique") : .boldSystem
        }
        return italic ? .italicSystem : .system
    }
}

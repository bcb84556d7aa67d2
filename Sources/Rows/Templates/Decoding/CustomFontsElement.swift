/// `<customFonts key="customFonts">`: the fonts the app bundles, by file, each with the PostScript names
/// Xcode saw in it (`<array key="Dosis-Regular.otf"><string>Dosis-Regular</string></array>`).
///
/// Nothing is built from it; the names are kept (`TemplateAuxiliary.customFonts`) so that a font the app
/// ships, which this machine cannot have, is measured with a stand-in instead of failing (see
/// `Template.declareCustomFonts(to:)`).
enum CustomFontsElement {
    static func decode(_ element: XMLElementNode, in decoder: TemplateDecoder) throws {
        var attributes = AttributeReader(element, file: decoder.file)
        attributes.skip("key")
        try attributes.finish()
        for file in decoder.children(of: element) {
            guard file.name == "array" || file.name == "mutableArray", file.key != nil else {
                throw decoder.unknownChild(file, in: element)
            }
            var fileAttributes = AttributeReader(file, file: decoder.file)
            fileAttributes.skip("key")
            try fileAttributes.finish()
            for name in decoder.children(of: file) {
                guard name.name == "string" else { throw decoder.unknownChild(name, in: file) }
                let text = try ValueElements.string(name, in: decoder)
                if !decoder.auxiliary.customFonts.contains(text) { decoder.auxiliary.customFonts.append(text) }
            }
        }
    }
}

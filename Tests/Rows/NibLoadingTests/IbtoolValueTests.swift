import NIB
import NibLoading
import Testing
import Views

/// Issue 19: values ibtool's `runtime.nib` carries around the model's own (notes §7.10).
struct IbtoolValueTests {
    /// A label whose text colour is a `UINamedColor` written by `write`.
    static func labelColor(_ write: @escaping (NibEncoder) -> Int) throws -> Color? {
        let label = Label()
        label.frame = Rect(x: 0, y: 0, width: 100, height: 20)
        let registry = NibClassRegistry.standard.replacing(
            NibClassCoding(
                className: "UILabel", type: Label.self, decode: Label.labelNibCoding.decode,
                encode: { object, coder in
                    try Label.encodeLabelKeys(object as! Label, to: coder)
                    coder.encode(.object(write(coder)), forKey: "UITextColor")
                }))
        let archive = try NibArchiveFixtures.archive([label], registry: registry)
        return (try NibArchiveFixtures.nib(archive).instantiate(owner: nil).first as? Label)?.textColor
    }

    @Test func aTableViewLabelIsALabel() throws {
        var builder = NIBArchiveBuilder()
        _ = builder.addObject(className: "NSObject")
        let label = builder.addObject(className: "UITableViewLabel")
        builder.set(NIBArchiveBuilder.geometry([0, 0, 80, 20]), forKey: "UIBounds", on: label)
        builder.set(NIBArchiveBuilder.geometry([40, 10]), forKey: "UICenter", on: label)
        builder.set(.object(builder.addString("Title")), forKey: "UIText", on: label)
        NibArchiveFixtures.root(&builder, topLevel: [label])
        let view = try NibArchiveFixtures.nib(builder.build()).instantiate(owner: nil).first
        #expect((view as? Label)?.text == "Title" && view?.frame == Rect(x: 0, y: 0, width: 80, height: 20))
    }

    @Test func aNamedColourIsItsFallback() throws {
        let color = try Self.labelColor { coder in
            coder.addObject(className: "UINamedColor") {
                coder.encodeString("AccentColor", forKey: "UIAssetName")
                coder.encodeColor(Color(red: 1, green: 0.5, blue: 0, alpha: 1), forKey: "UIFallbackColor")
            }
        }
        #expect(color == Color(red: 1, green: 0.5, blue: 0, alpha: 1))
    }

    @Test func aNamedColourWithoutAFallbackIsOneLineNamingIt() throws {
        let error = try #require(throws: NibLoadingError.self) {
            try Self.labelColor { coder in
                coder.addObject(className: "UINamedColor") { coder.encodeString("AccentColor", forKey: "UIAssetName") }
            }
        }
        #expect(String(describing: error).contains("(UINamedColor): is the named colour 'AccentColor'"))
    }
}

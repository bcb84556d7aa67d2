import Foundation
import NibCompiler
import NibLoading
import RowGeneration
import Templates
import TestFixtures
import Testing

/// A user's cell given as a compiled nib (`run --template MyCell.nib`) reaches the toolkits through the tree the nib
/// decodes to: the same cell as the XIB it was compiled from, element by element, wherever the XIB writes a value.
@Suite struct XIBCellNibTests {
    /// The fixture's cell (every kind the mappings know, two stand-ins, hostile strings) compiled and read back.
    @Test func aCompiledNibGivesTheCellOfItsXIB() throws {
        let xib = try UserCellFixture.write()
        defer { try? FileManager.default.removeItem(at: xib.deletingLastPathComponent()) }
        let nib = try Self.compile(xib)
        let fromXIB = try XIBCell(contentsOf: xib)
        let fromNib = try XIBCell(contentsOf: nib)
        #expect(fromNib.file == "UserCell.nib")
        #expect(fromNib.frame == fromXIB.frame)
        #expect(Self.lines(fromNib.content, as: fromXIB.content) == Self.lines(fromXIB.content, as: fromXIB.content))
        #expect(fromNib.allElements.map(\.uikitClass).contains("UISlider"), "a stand-in keeps its class")
        #expect(fromNib.allElements.map(\.origin).prefix(2) == ["view 1 of the nib", "view 2 of the nib"])
        let label = fromXIB.allElements[1]
        #expect(label.line > 0 && label.origin == "\(label.id), line \(label.line)", "a XIB's: by id and line")
        // The generators take it as they take a XIB: the same widgets, the nib named in the header.
        let gtk = GtkUserCellFiles(cell: fromNib)
        #expect(gtk.standIns == GtkUserCellFiles(cell: fromXIB).standIns)
        #expect(gtk.code.contains("from UserCell.nib"))
        #expect(gtk.code.contains("// UILabel view 2 of the nib"))
    }

    /// A label shrinks to fit, as UIKit's does, when it has text and its XIB does not write
    /// `adjustsFontSizeToFit="NO"` (Interface Builder writes the attribute only when autoshrink is off); a nib
    /// compiled from the XIB says the same, with the smallest size it may reach (the model's rule: the scale factor of
    /// the font's size), and every toolkit's files fit that label, and only that one.
    @Test func labelsShrinkUnlessTheirXIBSaysNo() throws {
        let xib = try UserCellFixture.write(Self.shrinkingXIB)
        let folder = xib.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fromXIB = try XIBCell(contentsOf: xib)
        let labels = fromXIB.allElements.filter { $0.kind == .label }
        #expect(labels.map(\.shrinksToFit) == [true, false, false], "default, NO, no text")
        let fromNib = try XIBCell(contentsOf: try Self.compile(xib, into: folder))
        #expect(fromNib.allElements.filter { $0.kind == .label }.map(\.shrinksToFit) == [true, false, false])
        #expect(labels.map(\.minimumFontSize) == [8.5, 0, 0])
        #expect(fromNib.allElements.filter { $0.kind == .label }.map(\.minimumFontSize) == [8.5, 0, 0])
        // Every toolkit's files fit that one label, to its minimum, and no other.
        #expect(GtkUserCellFiles(cell: fromXIB).fitTable == "e2\t400\t0\t17.0\t8.5\tDejaVu Sans\n")
        #expect(GNUstepUserCellFiles(cell: fromXIB).fitTable == "8.5\n")
        let qt = QtUserCellFiles(cell: fromXIB).code
        #expect(qt.components(separatedBy: "setProperty(\"minimumFontSize\"").count == 2)
        #expect(qt.contains("e2->setProperty(\"minimumFontSize\", QVariant(8.5));"))
        let qml = QmlUserCellFiles(cell: fromXIB).precomputedDocument
        #expect(qml.contains("@FIT_1@") && !qml.contains("@FIT_2@"))
        let web = WebUserCellFiles(cell: fromXIB).script
        #expect(web.components(separatedBy: "NibOrNotFit.fitUserLabel(e2, ").count == 3, "code and codeCSS")
        #expect(web.components(separatedBy: "NibOrNotFit.fitUserLabel(").count == 3)
    }

    static let shrinkingXIB = UserCellFixture.document(
        """
                <tableViewCell contentMode="scaleToFill" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <subviews>
                            <label opaque="NO" text="shrinks" minimumScaleFactor="0.5" id="a">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                            <label opaque="NO" text="fixed" adjustsFontSizeToFit="NO" id="b">
                                <rect key="frame" x="0.0" y="20" width="100" height="20"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                            <label opaque="NO" id="c">
                                <rect key="frame" x="100" y="0.0" width="100" height="20"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
        """)

    /// Every cell of the corpus that the project's compiler takes reads alike from its XIB and its nib.
    @Test(SharedFolder.needed) func everyCorpusCellReadsAlikeFromItsNib() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nib-cells-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var compared = 0
        for file in SharedFolder.xibFiles(in: "xib-corpus-2") {
            let xib = SharedFolder.corpus("xib-corpus-2").appendingPathComponent(file)
            // A XIB of a plain view is no cell.
            guard let fromXIB = try? XIBCell(contentsOf: xib) else { continue }
            let fromNib = try XIBCell(contentsOf: try Self.compile(xib, into: folder))
            #expect(fromNib.frame == fromXIB.frame, "\(file)")
            #expect(
                Self.lines(fromNib.content, as: fromXIB.content) == Self.lines(fromXIB.content, as: fromXIB.content),
                "\(file)")
            compared += 1
        }
        #expect(compared >= 30, "cells of ../shared/xib-corpus-2 compared: \(compared)")
    }

    /// Cells compiled by Apple's ibtool, whose classes `SOURCES.tsv` lists: a table cell of an image and labels
    /// (archived under the app's own class, through a class swapper) and a cell holding a stack view.
    @Test(SharedFolder.needed) func applesCompiledCellsAreRead() throws {
        let nibs = SharedFolder.corpus("apple-nibs")
        let country = try XIBCell(
            contentsOf: nibs.appendingPathComponent("freshchat__FreshchatSDK.framework__CountryListCell.nib"))
        let classes = Set(country.allElements.map(\.uikitClass))
        #expect(classes.isSubset(of: ["UIView", "UIImageView", "UILabel"]), "\(classes)")
        #expect(classes.contains("UIImageView") && classes.contains("UILabel"), "\(classes)")
        #expect(country.allElements.contains { $0.kind == .label && $0.text != nil && $0.font != nil })
        let tutorial = try XIBCell(
            contentsOf: nibs.appendingPathComponent("idnow__idnow_eid.framework__IDN_eIDTutorialCell.nib"))
        #expect(tutorial.allElements.contains { $0.uikitClass == "UIStackView" })
    }

    @Test(SharedFolder.needed) func aNibOfNoCellIsRefusedInOneLine() throws {
        let nibs = SharedFolder.corpus("apple-nibs")
        let view = nibs.appendingPathComponent("freshchat__FreshchatSDK.framework__OBJCResendOTPView.nib")
        let error = #expect(throws: RowGenerationError.self) { try XIBCell(contentsOf: view) }
        #expect(
            error?.description
                == "freshchat__FreshchatSDK.framework__OBJCResendOTPView.nib: has no table or collection view cell "
                + "among its views; a user's cell must be one")
    }

    @Test func aFileThatIsNeitherIsRefusedInOneLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("neither-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Cell.nib")
        try Data("bplist00".utf8).write(to: file)
        let error = #expect(throws: RowGenerationError.self) { try XIBCell(contentsOf: file) }
        #expect(error?.description == "Cell.nib: is neither a XIB nor a compiled nib (NIBArchive), or cannot be read")
    }

    /// `xib` compiled by the project's compiler into `folder` (beside the XIB when none), under the XIB's name.
    static func compile(_ xib: URL, into folder: URL? = nil) throws -> URL {
        let archive = try NibCompiler.compile(try TemplateReader.read(contentsOf: xib))
        let nib = (folder ?? xib.deletingLastPathComponent())
            .appendingPathComponent(xib.deletingPathExtension().lastPathComponent + ".nib")
        try Data(archive.bytes()).write(to: nib)
        return nib
    }

    /// What the generators take of `element` and its subviews, a line each; its font and text colour only where the
    /// XIB's element (`written`) writes one, since a nib holds the class's default where the XIB writes none.
    static func lines(_ element: XIBElement, as written: XIBElement, depth: Int = 0) -> [String] {
        let own = [
            String(repeating: " ", count: depth), element.kind.rawValue, element.uikitClass, "\(element.frame)",
            "hidden \(element.hidden)", "background \(String(describing: element.background))",
            "text \(String(describing: element.text))", "placeholder \(String(describing: element.placeholder))",
            written.font == nil ? "" : "font \(String(describing: element.font))",
            written.color == nil ? "" : "color \(String(describing: element.color))",
            "\(element.alignment) \(element.lineBreak) lines \(element.lines) shrinks \(element.shrinksToFit)",
            "minimum \(element.minimumFontSize)",
            "on \(element.isOn)",
            "enabled \(element.enabled) \(element.axis) spacing \(element.spacing)",
            "children \(element.children.count)",
        ].joined(separator: " ")
        let pairs = zip(element.children, written.children)
        return [own] + pairs.flatMap { lines($0, as: $1, depth: depth + 1) }
    }
}

import Foundation
import NIB
import NibLoading
import Testing
import Views

/// Issue 19, item 2: a macOS nib (root `IB.objectdata`, AppKit's `NSIBObjectData`) is read for what it
/// holds and refused in one line that names AppKit, never as an unknown class; and ibtool's
/// `NSAttributedString` in a text view gives the view its text.
struct IbtoolMacNibTests {
    /// A small macOS nib as AppKit's ibtool lays one out (notes §7.2): the root's two keys, then
    /// `NSIBObjectData` with File's Owner, a window and a menu whose parent is File's Owner, and one
    /// outlet connector. Classes AppKit's, no fallbacks (§7.4).
    static func macArchive() -> NIBArchive {
        var builder = NIBArchiveBuilder()
        let root = builder.addObject(className: "NSObject")
        let data = builder.addObject(className: "NSIBObjectData")
        builder.set(.object(data), forKey: "IB.objectdata", on: root)
        builder.set(.int8(1), forKey: "IB.systemFontUpdateVersion", on: root)
        let owner = builder.addObject(className: "NSCustomObject")
        builder.set(.object(builder.addString("NSApplication")), forKey: "NSClassName", on: owner)
        builder.set(.object(owner), forKey: "NSRoot", on: data)
        let window = builder.addObject(className: "NSWindowTemplate")
        let menu = builder.addObject(className: "NSMenu")
        builder.set(.object(builder.addString("Main")), forKey: "NSTitle", on: menu)
        builder.set(.object(builder.addArray([window, menu])), forKey: "NSObjectsKeys", on: data)
        builder.set(.object(builder.addArray([owner, owner])), forKey: "NSObjectsValues", on: data)
        let connector = builder.addObject(className: "NSNibOutletConnector")
        builder.set(.object(owner), forKey: "NSSource", on: connector)
        builder.set(.object(menu), forKey: "NSDestination", on: connector)
        builder.set(.object(builder.addString("mainMenu")), forKey: "NSLabel", on: connector)
        builder.set(.object(builder.addArray([connector])), forKey: "NSConnections", on: data)
        return builder.build()
    }

    @Test func aMacOSNibIsRefusedInOneLineNamingAppKit() throws {
        let archive = Self.macArchive()
        #expect(throws: Never.self) { try archive.validateGraph() }  // a well-formed archive
        let error = try #require(throws: NibLoadingError.self) { try Nib(bytes: archive.bytes(), file: "MainMenu.nib") }
        let text = String(describing: error)
        #expect(text.hasPrefix("MainMenu.nib: byte 50: object 0 (NSObject): is a macOS nib"), "\(text)")
        #expect(text.contains("AppKit") && text.contains("2 top-level objects") && text.contains("1 connections"))
        #expect(!text.contains("does not know") && !text.contains("\n"))
    }

    @Test func theSummaryListsTopLevelObjectsAndConnections() throws {
        let summary = try #require(MacNibSummary(archive: Self.macArchive()))
        #expect(summary.rootClass == "NSCustomObject")
        #expect(summary.topLevelClasses == ["NSWindowTemplate", "NSMenu"])
        #expect(summary.connections == ["NSNibOutletConnector 'mainMenu' from NSCustomObject to NSMenu"])
        #expect(
            MacNibSummary(archive: try NibArchiveFixtures.archive([View()])) == nil, "an iOS nib has no NSIBObjectData")
    }

    @Test func theCommittedMacOSSampleIsRefusedNamingAppKit() throws {
        let url = NibFixtures.packageRoot.appendingPathComponent("Tests/Rows/NIBTests/Samples/macos-root.nib")
        let error = try #require(throws: NibLoadingError.self) { try Nib(contentsOf: url) }
        #expect(String(describing: error).contains("AppKit"))
    }

    @Test func anAttributedStringGivesATextViewItsText() throws {
        let view = TextView()
        view.frame = Rect(x: 0, y: 0, width: 200, height: 100)
        let archive = try NibArchiveFixtures.archive(
            [view],
            registry: NibClassRegistry.standard.replacing(
                NibClassCoding(
                    className: "UITextView", type: TextView.self, decode: TextView.textViewNibCoding.decode,
                    encode: { object, coder in
                        try TextView.encodeTextViewKeys(object as! TextView, to: coder)
                        let text = AttributedText(runs: [
                            AttributedText.Run(text: "Hé "),
                            AttributedText.Run(text: "🙂 there", color: Color(red: 1, green: 0, blue: 0, alpha: 1)),
                        ])
                        coder.encode(
                            .object(IbtoolShapes.attributedString(text, in: coder)), forKey: "UIAttributedText")
                    })))
        let decoded = try #require(try NibArchiveFixtures.nib(archive).instantiate(owner: nil).first as? TextView)
        #expect(decoded.text == "Hé 🙂 there")
    }
}

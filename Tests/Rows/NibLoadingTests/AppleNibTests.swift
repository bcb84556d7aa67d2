import Foundation
import NIB
import NibLoading
import Templates
import Testing
import TestFixtures
import Views

/// The nibs Apple's ibtool compiled (`../shared/apple-nibs`, 38 files from iOS SDK frameworks): every one
/// decodes into a tree or kept scene objects, lists what the model left out, and keeps every object the
/// archive holds (the PyPI reader's agreement on objects, classes and keys is `.ci/run`'s check).
@Suite(SharedFolder.needed) struct AppleNibTests {
    static let folder = SharedFolder.corpus("apple-nibs")
    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".nib") }
            .sorted()
    }

    @Test func theFolderHoldsTheThirtyEightNibs() {
        #expect(Self.files.count == 38)
    }

    @Test(arguments: files)
    func everyAppleNibDecodes(_ file: String) throws {
        let url = Self.folder.appendingPathComponent(file)
        let archive = try NIBArchive(bytes: [UInt8](try Data(contentsOf: url)), file: file)
        let nib = try Nib(contentsOf: url)
        #expect(nib.index.objectCount == archive.objects.count)
        var externals: [String: AnyObject] = [:]
        for name in nib.externalObjectIdentifiers { externals[name] = OutletRecorder() }
        let instance = try nib.instantiateObjects(owner: OutletRecorder(), externalObjects: externals)
        #expect(!instance.views.isEmpty || !instance.keptObjects.isEmpty, "\(file) built nothing")
        // Every class listed as not modelled is one the archive names (directly or as a custom class).
        var classes = Set(archive.classes.map(\.name))
        for object in archive.objects.indices where archive.className(of: object) == "UIClassSwapper" {
            for key in ["UIClassName", "UIOriginalClassName"] {
                if case .object(let name)? = archive.value(forKey: key, of: object),
                    let text = try? archive.string(name)
                {
                    classes.insert(text)
                }
            }
        }
        for entry in nib.index.notModelled() {
            #expect(entry.count > 0 && classes.contains(entry.className), "\(entry.className)")
        }
        // Geometry stays within the bounds the decoder enforces.
        func check(_ view: View) {
            #expect(abs(view.frame.origin.x) <= 1e6 && abs(view.frame.width) <= 1e6)
            view.subviews.forEach(check)
        }
        instance.views.forEach(check)
    }

    /// Cells keep their own subviews and leave the separator and system background views out, as their
    /// XIBs show them.
    @Test func aRealCellDecodesItsContentAndLeavesCellChromeOut() throws {
        let nib = try Nib(
            contentsOf: Self.folder.appendingPathComponent("freshchat__FreshchatSDK.framework__CountryListCell.nib"))
        let cell = try #require(try nib.instantiate(owner: OutletRecorder()).first as? TableViewCell)
        #expect(cell.reuseIdentifier == "CountryListCell")
        #expect(cell.subviews.count == 1 && cell.subviews[0] === cell.contentView)
        #expect(cell.contentView.subviews.first?.subviews.count == 4)
    }
}

import Foundation
import NIB
import NibLoading
import Templates
import Testing
import TestSupport
import Views

/// Issue 19: nibs in the shapes Xcode's ibtool writes decode into the tree their XIB gives (or into the
/// exact objects expected where the XIB reader has no such element); unknown classes still get one line.
@Suite(.serialized) struct IbtoolNibTests {
    static let wiring = IbtoolFixtures.fixtures.appendingPathComponent("ibtool-wiring.xib")
    static let textAndImages = IbtoolFixtures.templateFixtures.appendingPathComponent("text-and-images.xib")

    /// Lays out both trees with one measurer and compares them with the structural diff.
    static func expectSameTrees(_ xib: [View], _ nib: [View], _ template: Template) throws {
        let measurer = try NibFixtures.measurer()
        template.declareCustomFonts(to: measurer)
        for view in xib + nib { try view.layoutIfNeeded(measurer: measurer) }
        #expect(xib.count == nib.count, "top-level views")
        for (a, b) in zip(xib, nib) {
            #expect(
                a.firstDifference(from: b) == nil, "\(a.firstDifference(from: b).map(String.init(describing:)) ?? "")")
            #expect(a.treeDescription(changedOnly: false) == b.treeDescription(changedOnly: false))
        }
    }

    static func classNames(_ archive: NIBArchive) -> Set<String> { Set(archive.classes.map(\.name)) }

    @Test func runtimeAttributesAsKeyValuePairsAndACollectionAsAnArray() throws {
        let template = try IbtoolFixtures.template(Self.wiring)
        let archive = try IbtoolFixtures.archive(template)
        // The fixture has ibtool's shapes, not the project's.
        #expect(
            Self.classNames(archive).contains("UINibKeyValuePair")
                && !archive.keys.contains("UIUserDefinedRuntimeAttributes"))
        let collections = archive.objects.filter {
            archive.classes[$0.classIndex].name == "UIRuntimeOutletCollectionConnection"
        }
        #expect(collections.count == 1)

        let xibOwner = OutletRecorder(), nibOwner = OutletRecorder()
        let fromXIB = try template.instantiate(owner: xibOwner)
        let fromNib = try IbtoolFixtures.nib(archive).instantiate(owner: nibOwner)
        try Self.expectSameTrees(fromXIB, fromNib, template)
        let labels = try #require(nibOwner.outletCollections["labels"]).compactMap { ($0 as? Label)?.text }
        #expect(labels == ["First", "Second"])
        #expect(xibOwner.outletCollections["labels"]?.count == 2)
        let first = try #require(fromNib.first?.subviews.first)
        #expect(first.userDefinedRuntimeAttributes.map(\.keyPath) == ["layer.name", "badgeCount", "isPinned"])
    }

    @Test func attributedTextAndSymbolConfigurations() throws {
        let template = try IbtoolFixtures.template(Self.textAndImages)
        let archive = try IbtoolFixtures.archive(template)
        #expect(archive.keys.contains("UIAttributedText") && archive.keys.contains("UIPreferredSymbolConfiguration"))
        #expect(!archive.keys.contains("NibOrNotAttributedText"))
        let imageViews = archive.objects.indices.filter { archive.className(of: $0) == "UIImageView" }
        #expect(
            !imageViews.isEmpty
                && imageViews.allSatisfy { archive.value(forKey: "NibOrNotSymbolConfiguration", of: $0) == nil })
        #expect(archive.keys.contains("NSAttributeInfo"), "the fixture's label has two runs")
        let fromNib = try IbtoolFixtures.nib(archive).instantiate(owner: OutletRecorder())
        try Self.expectSameTrees(try template.instantiate(owner: OutletRecorder()), fromNib, template)
    }

    @Test func traitStorageListsAreKeptAndTheTreeIsTheXIBs() throws {
        let template = try IbtoolFixtures.template(Self.wiring)
        var extras = IbtoolFixtures.Extras()
        extras.traitStorageLists = [IbtoolFixtures.traitStorageList]
        let nib = try IbtoolFixtures.nib(try IbtoolFixtures.archive(template, extras: extras))
        #expect(nib.index.hasTraitStorageLists)
        let instance = try nib.instantiateObjects(owner: OutletRecorder())
        #expect(instance.traitStorageLists.map(\.className) == ["_UITraitStorageList"])
        #expect(instance.traitStorageLists.first?.string(forKey: "FixtureTrait") == "UIUserInterfaceSizeClassCompact")
        try Self.expectSameTrees(try template.instantiate(owner: OutletRecorder()), instance.views, template)
    }

    /// A storyboard's table view: its prototype cell is a whole nib, registered for its reuse identifier;
    /// a dequeued cell is the tree the cell's XIB gives.
    @Test func tableViewRegistersItsPrototypeCellsForReuse() throws {
        let cellTemplate = try IbtoolFixtures.template(Self.textAndImages)
        let outer = try IbtoolFixtures.tableWithPrototype()
        let views = try IbtoolFixtures.nib(outer).instantiate(owner: OutletRecorder())
        let table = try #require(views.last as? TableView)
        #expect(table.registeredReuseIdentifiers == ["Styled"] && table.rowHeight == 90)
        #expect(table.frame == Rect(x: 0, y: 0, width: 320, height: 480))
        let cell = try table.dequeueReusableCell(withIdentifier: "Styled", for: 0)
        #expect(
            try table.dequeueReusableCell(withIdentifier: "Styled", for: 1) !== cell,
            "each registration use decodes a new cell")
        try Self.expectSameTrees(try cellTemplate.instantiate(owner: OutletRecorder()), [cell], cellTemplate)
    }

    /// A storyboard scene: the controller, a placeholder for another scene and a segue template are kept
    /// as objects, not run; outlets and actions to them connect; the view is the XIB's.
    @Test func storyboardSceneKeepsControllersPlaceholdersAndSegues() throws {
        let template = try IbtoolFixtures.template(Self.wiring)
        let archive = try IbtoolFixtures.storyboardScene()
        let instance = try IbtoolFixtures.nib(archive).instantiateObjects(owner: OutletRecorder())
        #expect(instance.keptObjects.map(\.className) == ["UIViewController", "UIStoryboardViewControllerPlaceholder"])
        let scene = try #require(instance.keptObjects.first)
        #expect(scene.string(forKey: "UIStoryboardIdentifier") == "Detail")
        #expect(
            scene.outlets.count == 1 && scene.outlets.first?.name == "view"
                && scene.outlets.first?.destination === instance.views.first)
        guard case .array(let segues)? = scene.value(forKey: "UIStoryboardSegueTemplates"),
            case .object(let first)? = segues.first,
            let segueTemplate = first as? NibKeptObject
        else {
            Issue.record("the controller's segue templates were not kept")
            return
        }
        #expect(
            segueTemplate.className == "UIStoryboardShowSegueTemplate"
                && segueTemplate.string(forKey: "UIIdentifier") == "showMore")
        #expect(instance.keptObjects[1].string(forKey: "UIReferencedStoryboardName") == "Other")
        try Self.expectSameTrees(
            try IbtoolFixtures.template(Self.wiring).instantiate(owner: OutletRecorder()), instance.views, template)
    }

    @Test func webViewIsAPlainViewThatSaysSo() throws {
        let template = try IbtoolFixtures.template(IbtoolFixtures.fixtures.appendingPathComponent("ibtool-webview.xib"))
        let archive = try IbtoolFixtures.archive(template)
        #expect(Self.classNames(archive).isSuperset(of: ["WKWebView", "WKWebViewConfiguration", "WKPreferences"]))
        let views = try IbtoolFixtures.nib(archive).instantiate(owner: OutletRecorder())
        let web = try #require(views.first?.subviews.first as? WebView)
        #expect(web.className.contains("WKWebView") && web.className.contains("plain view"))
        #expect(web.frame == Rect(x: 0, y: 100, width: 320, height: 200))
        try Self.expectSameTrees(try template.instantiate(owner: OutletRecorder()), views, template)
    }

    /// The project's own compiler archives a `<wkWebView>` too (as `WKWebView`, view keys only).
    @Test func theProjectsCompilerRoundTripsAWebView() throws {
        try NibRoundTripTests.expectSameTrees(
            try IbtoolFixtures.template(IbtoolFixtures.fixtures.appendingPathComponent("ibtool-webview.xib")))
    }

    /// A bar button item is kept with its keys and listed; a class nobody knows is a kept object too,
    /// and with `strict` still one line.
    @Test func anUnknownClassInAnIbtoolNibIsKeptAndWithStrictGetsOneLine() throws {
        var extras = IbtoolFixtures.Extras()
        extras.topLevel = [
            { coder in coder.addObject(className: "UIBarButtonItem") { coder.encodeString("Done", forKey: "UITitle") }
            },
            { coder in coder.addObject(className: "UIGizmo") { coder.encodeString("x", forKey: "UIGizmoName") } },
        ]
        let archive = try IbtoolFixtures.archive(try IbtoolFixtures.template(Self.wiring), extras: extras)
        let nib = try IbtoolFixtures.nib(archive)
        let kept = try nib.instantiateObjects(owner: nil).keptObjects
        #expect(kept.map(\.description) == ["UIBarButtonItem UITitle=\"Done\"", "UIGizmo UIGizmoName=\"x\""])
        #expect(
            nib.index.notModelledLine()
                == "not modelled: UIBarButtonItem ×1 (kept, not run), UIGizmo ×1 (kept, not run)")
        let error = try #require(throws: NibLoadingError.self) {
            try Nib(bytes: archive.bytes(), file: "Ibtool.nib", strict: true)
        }
        let text = String(describing: error)
        #expect(
            text.hasPrefix("Ibtool.nib: byte ") && text.contains("(UIGizmo)") && text.contains("does not know")
                && !text.contains("\n"))
    }

    @Test func aDamagedPrototypeNibNamesItsByteInTheOuterFile() throws {
        var extras = IbtoolFixtures.Extras()
        extras.topLevel = [
            { coder in
                coder.addObject(className: "UITableView") {
                    let nib = coder.addObject(className: "UINib") {
                        coder.encode(.data(Array("NIBArchive".utf8) + [1, 0, 0]), forKey: "archiveData")
                    }
                    let nibs = coder.addObject(className: "NSDictionary") {
                        coder.encode(.bool(true), forKey: NIBArchive.inlinedValueKey)
                        coder.encode(.object(coder.stringReference("Cell")), forKey: NIBArchive.elementKey)
                        coder.encode(.object(nib), forKey: NIBArchive.elementKey)
                    }
                    coder.encode(.object(nibs), forKey: "UITableViewCellPrototypeNibs")
                }
            }
        ]
        let bytes = try IbtoolFixtures.archive(try IbtoolFixtures.template(Self.wiring), extras: extras).bytes()
        let nib = try Nib(bytes: bytes, file: "Outer.nib")
        let error = try #require(throws: NibLoadingError.self) { try nib.instantiate(owner: OutletRecorder()) }
        let text = String(describing: error)
        #expect(
            text.hasPrefix("Outer.nib: byte ") && text.contains("(UINib)") && text.contains("nested")
                && !text.contains("\n"))
        let offset = try #require(error.offset)
        #expect(offset > 50 && offset < bytes.count, "the byte is inside the outer file")
    }
}

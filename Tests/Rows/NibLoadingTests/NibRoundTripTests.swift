import Foundation
import NIB
import NibCompiler
import NibLoading
import Templates
import Testing
import TestFixtures
import TestSupport
import Views

/// Every XIB the reader loads, compiled, written, read, decoded and instantiated, builds the same tree
/// as the XIB path: classes, frames, every property, outlets and actions.
/// Serialized: each case loads fonts and compiles a nib, and run side by side they grew the test process
/// enough to disturb the tests that measure child processes' memory (which starts from this process's).
@Suite(.serialized) struct NibRoundTripTests {
    static let seedTemplates = ["Cell.xib", "Cell2.xib"]

    /// The trees of both paths, laid out with the same measurer.
    static func bothTrees(_ template: Template) throws -> (xib: [View], nib: [View]) {
        let measurer = try NibFixtures.measurer()
        // A nib does not carry Interface Builder's <customFonts> (an app declares its fonts in its
        // Info.plist), so the fonts the XIB declares are declared to the measurer for both paths.
        template.declareCustomFonts(to: measurer)
        let externals = NibFixtures.externals(of: template)
        let fromXIB = try template.instantiate(owner: OutletRecorder(), externalObjects: externals)
        let nib = try NibFixtures.compiled(template)
        let fromNib = try nib.instantiate(owner: OutletRecorder(), externalObjects: externals)
        for view in fromXIB + fromNib { try view.layoutIfNeeded(measurer: measurer) }
        return (fromXIB, fromNib)
    }

    static func expectSameTrees(_ template: Template) throws {
        let (xib, nib) = try bothTrees(template)
        #expect(xib.count == nib.count, "\(template.fileName): top-level objects")
        for (a, b) in zip(xib, nib) {
            #expect(
                a.firstDifference(from: b) == nil,
                "\(template.fileName): \(a.firstDifference(from: b).map(String.init(describing:)) ?? "")")
            #expect(a.treeDescription(changedOnly: false) == b.treeDescription(changedOnly: false))
        }
    }

    @Test(arguments: seedTemplates)
    func seedTemplatesRoundTrip(_ name: String) throws {
        try Self.expectSameTrees(
            try TemplateReader.read(contentsOf: NibFixtures.templates.appendingPathComponent(name)))
    }

    /// The seed's row with Auto Layout (templates/CellAutoLayout.xib, scripts/generate-autolayout-xibs.py)
    /// compiles into a nib like any XIB and loads with its 80 constraints (each label's width and height on the
    /// label, its leading and top on the content view); the model keeps frames and never solves constraints,
    /// so apart from the constraints its tree is the frame row's (Cell.xib), laid out, from the XIB and from the nib.
    @Test(arguments: [("CellAutoLayout.xib", "Cell.xib"), ("Cell2AutoLayout.xib", "Cell2.xib")])
    func theAutoLayoutRowCompilesAndKeepsTheFrameRowsTree(_ names: (String, String)) throws {
        let template = try TemplateReader.read(contentsOf: NibFixtures.templates.appendingPathComponent(names.0))
        try Self.expectSameTrees(template)
        let (xib, nib) = try Self.bothTrees(template)
        let (frameRow, _) = try Self.bothTrees(
            try TemplateReader.read(contentsOf: NibFixtures.templates.appendingPathComponent(names.1)))
        func allViews(_ view: View) -> [View] { [view] + view.subviews.flatMap(allViews) }
        for tree in [xib, nib] {
            #expect(tree.flatMap(allViews).reduce(0) { $0 + $1.constraints.count } == 80)
            let cell = try #require(tree.first as? TableViewCell)
            #expect(cell.contentView.constraints.count == 40)
            // Apart from its constraints, the tree is the frame row's: same frames, same properties.
            for view in allViews(cell) { view.constraints = [] }
            let difference = cell.firstDifference(from: try #require(frameRow.first))
            #expect(difference == nil, "\(difference.map(String.init(describing:)) ?? "")")
        }
    }

    /// The project's own wiring fixture: outlets to a constraint and a layout guide, outlet collections on
    /// the owner and on a view, a gesture recognizer attached by `gestureRecognizers` with an action.
    @Test func constraintsGuidesCollectionsAndRecognizersRoundTrip() throws {
        let url = NibFixtures.packageRoot.appendingPathComponent("Tests/Rows/TemplatesTests/Fixtures/wiring.xib")
        let template = try TemplateReader.read(contentsOf: url)
        try Self.expectSameTrees(template)
        let (_, nib) = try Self.bothTrees(template)
        func allViews(_ view: View) -> [View] { [view] + view.subviews.flatMap(allViews) }
        let views = nib.flatMap(allViews)
        let recognizers = views.flatMap(\.gestureRecognizers)
        #expect(recognizers.count == 1 && recognizers.first?.view != nil && recognizers.first?.actions.count == 1)
        #expect(views.contains { !$0.constraints.isEmpty } && views.contains { !$0.layoutGuides.isEmpty })
    }

    /// A XIB's unknown object element, read without `--strict`, is a stand-in naming its UIKit class; the
    /// nib compiled from it archives that class, and reads back as a stand-in for it: the same tree.
    @Test func anUnknownElementRoundTripsAsAStandIn() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view contentMode="scaleToFill" id="v-1">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <subviews>
                            <navigationBar contentMode="scaleToFill" id="n-1">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            </navigationBar>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let template = try TemplateReader.parse(Data(xib.utf8), fileName: "Bar.xib")
        try Self.expectSameTrees(template)
        let (fromXIB, nib) = try Self.bothTrees(template)
        #expect(fromXIB.first?.subviews.first?.className == "View(stand-in for UINavigationBar)")
        let standIn = try #require(nib.first?.subviews.first as? NibStandInView)
        #expect(
            standIn.archivedClassName == "UINavigationBar" && standIn.frame == Rect(x: 0, y: 0, width: 320, height: 44))
        let archive = try NibCompiler.compile(template)
        #expect(archive.classes.contains { $0.name == "UINavigationBar" && $0.fallbackClasses.isEmpty })
        #expect(throws: NibLoadingError.self) { try Nib(bytes: archive.bytes(), file: "Bar.nib", strict: true) }
    }

    @Test(SharedFolder.needed) func theCorporaAreThere() {
        #expect(NibFixtures.corpusFiles().count >= 70, "expected the 76 XIBs of ../shared/xib-corpus and xib-corpus-2")
    }

    @Test(SharedFolder.needed, arguments: NibFixtures.corpusFiles())
    func corpusRoundTrips(_ name: String) throws {
        let template: Template
        do { template = try TemplateReader.read(contentsOf: NibFixtures.corpusURL(name)) } catch {
            return  // Only the XIBs the reader loads are compiled; the reader's own tests cover the rest.
        }
        try Self.expectSameTrees(template)
        // The project's compiler writes no key its decoder does not read.
        let unread = try NibFixtures.compiled(template).index.unreadKeys()
        #expect(unread.isEmpty, "\(name): \(unread.map { "\($0.className).\($0.key)" })")
    }

    @Test func theSeedCellLoadsThroughTheSeedsOutlet() throws {
        let template = try TemplateReader.read(contentsOf: NibFixtures.templates.appendingPathComponent("Cell.xib"))
        let owner = CellLoader()
        let topLevel = try NibFixtures.compiled(template).instantiate(owner: owner)
        let cell = try #require(owner.loadedCell)
        #expect(topLevel.count == 1 && topLevel[0] === cell)
        #expect(
            cell.contentView.subviews.count == 20 && cell.backgroundView != nil && cell.selectedBackgroundView != nil)
    }

    @Test func aPrecomputedNibMeasuresNoText() throws {
        let template = try TemplateReader.read(contentsOf: NibFixtures.templates.appendingPathComponent("Cell.xib"))
        let measurer = try NibFixtures.measurer()
        let nib = try NibFixtures.compiled(template, precomputeWith: measurer)
        let cell = try #require(try nib.instantiate(owner: CellLoader()).first)
        let counter = MeasureCounter(measurer)
        try cell.layoutIfNeeded(measurer: counter)
        #expect(counter.calls == 0)
        let plain = try #require(try template.instantiate(owner: CellLoader()).first)
        try plain.layoutIfNeeded(measurer: measurer)
        #expect(plain.firstDifference(from: cell) == nil)
    }
}

import Foundation
import Templates
import TestSupport
import Testing
import Views

/// The seeds' loading features: a cache that reads each template once (seed 001's nib manager), a cell
/// factory that picks the top-level object by class and reuse identifier (seed 003), external objects
/// for proxy placeholders (seed 001's `UINibExternalObjects`).
@Suite struct TemplateLoadingTests {
    /// Two cells and a view at top level: lines 4, 8 and 9.
    static let twoCells = TemplateFixtures.xib(
        """
        <tableViewCell reuseIdentifier="Plain" id="c-1">
        <tableViewCellContentView key="contentView" tableViewCell="c-1" id="cv-1"/>
        <rect key="frame" x="0" y="0" width="320" height="44"/>
        </tableViewCell>
        <tableViewCell reuseIdentifier="Fancy" id="c-2" customClass="FancyCell"><rect key="frame" x="0" y="0" \
        width="320" height="88"/></tableViewCell>
        <collectionViewCell reuseIdentifier="Plain" id="c-3"/>
        """)

    func template(_ text: String = twoCells) throws -> Template {
        try TemplateReader.parse(Data(text.utf8), fileName: "Cells.xib")
    }

    @Test func cacheReadsEachNameOnceAndKeepsThePrecomputedCopyApart() throws {
        let cache = TemplateCache(directory: TemplateFixtures.packageRoot.appendingPathComponent("templates"))
        let first = try cache.template(named: "Cell")
        #expect(try cache.template(named: "Cell") === first)
        #expect(try cache.template(named: "Cell2") !== first)
        let counter = MeasureCounter()
        let precomputed = try cache.precomputedTemplate(named: "Cell", measurer: counter)
        let measured = counter.calls
        #expect(precomputed !== first && measured > 0)
        #expect(
            try cache.precomputedTemplate(named: "Cell", measurer: counter) === precomputed && counter.calls == measured
        )
        #expect(cache.loadCounts == ["Cell": 1, "Cell2": 1])
        #expect(
            cache.url(forName: "Cell").lastPathComponent == "Cell.xib"
                && cache.url(forName: "Cell.xib").lastPathComponent == "Cell.xib")
    }

    @Test func cacheReportsAMissingTemplateAndDoesNotKeepTheFailure() throws {
        let cache = TemplateCache(directory: URL(fileURLWithPath: "/nonexistent"))
        for _ in 0..<2 {
            let error = try #require(throws: TemplateError.self) { try cache.template(named: "Gone") }
            #expect(error.description.hasPrefix("/nonexistent/Gone.xib: cannot be read"))
        }
        #expect(cache.loadCounts.isEmpty)
    }

    @Test func factoryPicksTheCellByClassAndReuseIdentifier() throws {
        let template = try template()
        let fancy = try TemplateCellFactory(template: template, className: "TableViewCell", reuseIdentifier: "Fancy")
        let cell = try #require(try fancy.makeCell() as? TableViewCell)
        #expect(cell.reuseIdentifier == "Fancy" && cell.frame.height == 88)
        #expect(try fancy.makeCell() !== cell)
        // The custom class names it as well as the model's class does.
        #expect(
            try TemplateCellFactory(template: template, className: "FancyCell", reuseIdentifier: nil).makeCell()
                is TableViewCell)
        // Same identifier, other class: the collection view cell.
        #expect(
            try TemplateCellFactory(template: template, className: "CollectionViewCell", reuseIdentifier: "Plain")
                .makeCell() is CollectionViewCell)
    }

    @Test func factoryRefusesNoMatchAndSeveralMatches() throws {
        let template = try template()
        let none = try #require(throws: TemplateError.self) {
            try TemplateCellFactory(template: template, className: "TableViewCell", reuseIdentifier: "Other")
        }
        #expect(
            none.description
                == #"Cells.xib: has no top-level object of class "TableViewCell" and reuse identifier "Other""#)
        let several = try #require(throws: TemplateError.self) {
            try TemplateCellFactory(template: template, className: "TableViewCell", reuseIdentifier: nil)
        }
        #expect(
            several.line == 8
                && several.description.contains("second top-level object of class \"TableViewCell\" (lines 4, 8)"))
    }

    @Test func factoryConnectsTheOwnersOutlets() throws {
        let template = try TemplateReader.read(contentsOf: TemplateFixtures.template("Cell.xib"))
        let factory = try TemplateCellFactory(template: template, className: "TableViewCell", reuseIdentifier: "Cell")
        let loader = CellLoader()
        let cell = try factory.makeCell(owner: loader)
        #expect(loader.loadedCell === cell)
    }
}

/// External objects for placeholders other than the owner and first responder (`UINibExternalObjects`).
@Suite struct ExternalObjectTests {
    /// A "Theme" placeholder (line 4) with an outlet to the view; the view's outlet and button action
    /// point back at it.
    static let text = TemplateFixtures.xib(
        """
        <placeholder placeholderIdentifier="Theme" id="ext-1">
        <connections><outlet property="header" destination="v-1" id="o-1"/></connections>
        </placeholder>
        <view id="v-1">
        <subviews><button id="b-1"><connections><action selector="restyle:" destination="ext-1" \
        eventType="primaryActionTriggered" id="a-1"/></connections></button></subviews>
        <connections><outlet property="theme" destination="ext-1" id="o-2"/></connections>
        </view>
        """)

    @Test func externalObjectIsWiredAsTheTemplateSays() throws {
        let template = try TemplateReader.parse(Data(Self.text.utf8), fileName: "External.xib")
        let theme = OutletRecorder()
        let view = try #require(
            try template.instantiate(owner: nil, externalObjects: ["Theme": theme, "Unused": theme]).first)
        #expect(theme.outlets.map(\.name) == ["header"] && theme.object(forOutlet: "header") === view)
        #expect(view.outlets.map(\.name) == ["theme"] && view.outlets[0].destination === theme)
        let button = try #require(view.subviews.first as? Button)
        #expect(button.actions.first?.target === theme && button.actions.first?.eventType == .primaryActionTriggered)
    }

    @Test func externalObjectThatCannotTakeOutletsIsAnError() throws {
        let template = try TemplateReader.parse(Data(Self.text.utf8), fileName: "External.xib")
        let error = try #require(throws: TemplateError.self) {
            try template.instantiate(owner: nil, externalObjects: ["Theme": PlainObject()])
        }
        #expect(
            error.line == 5 && error.description.contains("the external object (PlainObject) is not an OutletOwner"))
    }

    @Test func externalViewKeepsItsOutletsLikeAnyView() throws {
        let template = try TemplateReader.parse(Data(Self.text.utf8), fileName: "External.xib")
        let header = View()
        let view = try #require(try template.instantiate(owner: nil, externalObjects: ["Theme": header]).first)
        #expect(header.outlets.first?.destination === view)
    }
}

/// Neither a view nor an outlet owner.
private final class PlainObject {}

import Foundation
import Templates
import TestSupport
import Testing
import Typesetting
import Views

/// The features real XIBs needed, on the project's own small fixtures (`Fixtures/`), so a clone without
/// `../shared` covers them too.
@Suite struct RealXIBFeatureTests {
    static func fixture(_ name: String) -> URL {
        TemplateFixtures.packageRoot.appendingPathComponent("Tests/Rows/TemplatesTests/Fixtures")
            .appendingPathComponent(name)
    }

    static func read(_ name: String) throws -> Template { try TemplateReader.read(contentsOf: fixture(name)) }

    @Test func everyControlIsMadeWithTheSettingsItsElementGives() throws {
        let cell = try #require(try Self.read("controls.xib").instantiate(owner: nil).first as? TableViewCell)
        #expect(!cell.hidesAccessoryWhenEditing && cell.reuseIdentifier == "Controls")
        let views = cell.contentView.subviews
        #expect(
            views.map(\.className) == [
                "TextField", "Switch", "Slider", "SegmentedControl", "Stepper", "ActivityIndicatorView",
                "ProgressView", "PageControl", "SearchBar", "PickerView", "VisualEffectView",
            ])
        let field = try #require(views[0] as? TextField)
        #expect(
            field.text == "Ada" && field.placeholder == "Name" && field.textAlignment == .center
                && field.borderStyle == .roundedRect)
        #expect(field.clearButtonMode == .whileEditing && field.minimumFontSize == 9 && field.background == "field")
        #expect(
            field.font == FontDescriptor(.weightedSystem(.medium), size: 15)
                && field.textColor == Color(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(field.textInputTraits.values == ["autocapitalizationType": "words", "returnKeyType": "done"])
        #expect(field.contentHorizontalAlignment == .left)
        let toggle = try #require(views[1] as? Switch)
        #expect(toggle.isOn && toggle.onTintColor == Color(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(
            toggle.actions.map(\.selector) == ["toggled:"] && toggle.actions[0].eventType == .valueChanged
                && toggle.actions[0].target === cell)
        let slider = try #require(views[2] as? Slider)
        #expect(slider.value == 25 && slider.minimumValue == 0 && slider.maximumValue == 100)
        #expect(
            slider.minimumTrackTintColor == Color(red: 1, green: 0, blue: 0, alpha: 1)
                && slider.maximumTrackTintColor == nil)
        let segments = try #require(views[3] as? SegmentedControl)
        #expect(
            segments.segments == [
                .init(title: "First"), .init(title: "Second"), .init(image: "star", isEnabled: false),
            ])
        #expect(segments.selectedSegmentIndex == 1)
        let stepper = try #require(views[4] as? Stepper)
        #expect(
            stepper.value == 3 && stepper.maximumValue == 10 && stepper.stepValue == 0.5 && stepper.wraps
                && stepper.autorepeat)
        let spinner = try #require(views[5] as? ActivityIndicatorView)
        #expect(spinner.style == .large && spinner.isAnimating && spinner.isHidden)
        #expect(spinner.color == Color(red: 1, green: 0.23137254900000001, blue: 0.18823529410000001, alpha: 1))
        let progress = try #require(views[6] as? ProgressView)
        #expect(
            progress.progress == 0.75 && progress.progressViewStyle == .bar
                && progress.trackTintColor == Color(white: 0.5, alpha: 1))
        let pages = try #require(views[7] as? PageControl)
        #expect(pages.numberOfPages == 4 && pages.currentPage == 2 && pages.currentPageIndicatorTintColor == .black)
        let search = try #require(views[8] as? SearchBar)
        #expect(search.placeholder == "Search" && search.searchBarStyle == .minimal && search.contentMode == .redraw)
        let effect = try #require(views[10] as? VisualEffectView)
        #expect(effect.effect == .vibrancy(blur: "systemMaterial", style: "secondaryLabel"))
        #expect(effect.contentView.subviews.map(\.className) == ["Label"] && effect.contentView.frame.width == 182)
    }

    @Test func controlsPrintAndCompareLikeEveryOtherView() throws {
        let template = try Self.read("controls.xib")
        let a = try #require(try template.instantiate(owner: nil).first),
            b = try #require(try template.instantiate(owner: nil).first)
        #expect(a.firstDifference(from: b) == nil)
        let slider = try #require(b.children.first?.view.subviews[2] as? Slider)
        slider.value = 26
        #expect(a.firstDifference(from: b)?.what == "value")
        #expect(
            a.treeDescription().contains(
                "segments=[\"First\", \"Second\", image \"star\" disabled] selectedSegmentIndex=1"))
    }

    @Test func outletsReachConstraintsGuidesAndCollections() throws {
        let template = try Self.read("wiring.xib")
        // The placeholder constraint is dropped, as Xcode drops it when building.
        #expect(template.constraints.map(\.id) == ["t-1", "l-1", "h-1"])
        let owner = OutletRecorder()
        let root = try #require(try template.instantiate(owner: owner).first)
        let height = try #require(owner.object(forOutlet: "heightConstraint") as? LayoutConstraint)
        #expect(
            height.firstAttribute == .height && height.constant == 40 && height.firstItem === root.subviews[2]
                && height.secondItem == nil)
        #expect(root.constraints.count == 3 && root.constraints.contains { $0 === height })
        let guide = try #require(owner.object(forOutlet: "safeArea") as? LayoutGuide)
        #expect(guide.identifier == "safeArea" && guide.owningView === root && root.layoutGuides.first === guide)
        let leading = try #require(root.constraints.first { $0.identifier == "leadingInset" })
        #expect(leading.secondItem === guide && leading.firstItem === root.subviews[0] && leading.constant == 16)
        #expect(
            owner.outletCollections["buttons"]?.map(ObjectIdentifier.init) == [
                ObjectIdentifier(root.subviews[0]), ObjectIdentifier(root.subviews[1]),
            ])
    }

    @Test func gestureRecognizersAttachToTheirViewsAndCustomControlsSendActions() throws {
        let owner = OutletRecorder()
        let root = try #require(try Self.read("wiring.xib").instantiate(owner: owner).first)
        let tap = try #require(root.gestureRecognizers.first)
        #expect(
            root.gestureRecognizers.count == 1 && tap.kind == .tap && tap.view === root
                && tap.settings == ["numberOfTapsRequired": 2])
        #expect(tap.actions.map(\.selector) == ["doubleTapped:"] && tap.actions[0].target === owner)
        // A custom-class <view> with an action is a control: Xcode only connects actions from controls.
        let area = try #require(root.subviews[2] as? Control)
        #expect(area.actions.map(\.selector) == ["tapped:"] && area.actions[0].target === owner)
    }

    /// Takes every outlet but has no outlet collections (the protocol's default).
    final class OutletsOnly: OutletOwner {
        func connect(outlet name: String, to object: AnyObject) -> Bool { true }
    }

    @Test func anOwnerWithoutTheCollectionRefusesItAtItsLine() throws {
        let error = try #require(throws: TemplateError.self) {
            try Self.read("wiring.xib").instantiate(owner: OutletsOnly())
        }
        #expect(error.line == 17 && error.element == "outletCollection" && error.reason.contains("names \"buttons\""))
    }

    @Test func attributedTextShrinksRunByRun() throws {
        let cell = try #require(try Self.read("text-and-images.xib").instantiate(owner: nil).first as? TableViewCell)
        let label = try #require(cell.contentView.subviews[0] as? Label)
        let runs = try #require(label.attributedText?.runs)
        #expect(label.text == "Abcd" && runs.map(\.text) == ["Ab", "cd"])
        #expect(runs[0].font == .system(20) && runs[1].font == FontDescriptor(.named("NowhereGrotesk-Bold"), size: 10))
        #expect(
            runs[1].color == Color(red: 1, green: 0, blue: 0, alpha: 1) && runs[1].paragraphStyle?.alignment == .center)
        // 0.5 pt per point per character: at the label's 17 pt the runs are 2 × 20 × 0.5 + 2 × 10 × 0.5 = 30
        // wide. In 24 points they fit once scaled by 13.5 / 17 (30 × 13.5 / 17 = 23.8), not at 14 (24.7).
        label.frame = Rect(x: 8, y: 8, width: 24, height: 20)
        let measurer = CountingMeasurer(FixedAdvanceMeasurer(factor: 0.5))
        try label.layoutIfNeeded(measurer: measurer)
        #expect(label.fontSizeInUse == 13.5)
        #expect(
            measurer.requests.contains {
                $0.font == FontDescriptor(.named("NowhereGrotesk-Bold"), size: 10 * (13.5 / 17))
            })
    }

    @Test func systemFontNamesAndDeclaredCustomFontsAreMeasurable() throws {
        let template = try Self.read("text-and-images.xib")
        #expect(template.auxiliary.customFonts == ["NowhereGrotesk-Bold"])
        let cell = try #require(try template.instantiate(owner: nil).first as? TableViewCell)
        let labels = cell.contentView.subviews.compactMap { $0 as? Label }
        #expect(labels[1].font == FontDescriptor(.weightedSystem(.semibold), size: 15))
        let measurer = try FreeTypeMeasurer()
        try template.checkFonts(measurer: measurer)
        try cell.layoutIfNeeded(measurer: measurer)
        #expect(
            measurer.substitutionsUsed.map { "\($0.name) → \($0.font.postScriptName)" } == [
                "NowhereGrotesk-Bold → DejaVuSans-Bold"
            ])
    }

    @Test func aMissingFontIsNamedWithFileLineAndLabel() throws {
        let template = try Self.read("missing-font.xib")
        let error = try #require(throws: TemplateError.self) {
            try template.checkFonts(measurer: try FreeTypeMeasurer())
        }
        #expect(error.line == 9 && error.file.hasSuffix("missing-font.xib") && error.element == "label")
        #expect(error.description.contains("with text \"Hello\" uses font \"NoSuchFont-Bold\""))
    }

    @Test func symbolsConfigurationsAndStandardSpacingAreKept() throws {
        let cell = try #require(try Self.read("text-and-images.xib").instantiate(owner: nil).first as? TableViewCell)
        // Xcode 8 gave the content view a frameInset and no rect: it takes the cell's bounds.
        #expect(cell.contentView.frame == Rect(x: 0, y: 0, width: 320, height: 90))
        let stack = try #require(cell.contentView.subviews[3] as? StackView)
        #expect(stack.usesSystemSpacing)
        let heart = try #require(stack.arrangedSubviews[0] as? ImageView),
            bell = try #require(stack.arrangedSubviews[1] as? ImageView)
        #expect(heart.image == "heart.fill" && heart.imageReference?.isSymbol == true)
        #expect(
            heart.preferredSymbolConfiguration?.values == [
                "configurationType": "pointSize", "pointSize": "20.0", "scale": "large", "weight": "semibold",
            ])
        #expect(
            bell.image == "bell"
                && bell.imageReference
                    == ImageReference(name: "bell", catalog: "system", symbolScale: "medium", renderingMode: "template")
        )
        let button = try #require(stack.arrangedSubviews[2] as? Button)
        #expect(button.images[.normal] == "trash" && button.imageReferences[.normal]?.isSymbol == true)
        let configuration = try #require(button.configuration)
        #expect(
            configuration.style == "plain" && configuration.title == "Delete" && configuration.image?.name == "trash")
        #expect(configuration.baseForegroundColor == Color(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test func aPreXcode5ArchiveGetsOneLineNamingItsFormat() throws {
        let error = try #require(throws: TemplateError.self) { try Self.read("old-archive.xib") }
        #expect(error.line == 2 && error.element == "archive")
        #expect(
            error.description.contains("pre-Xcode 5 iOS XIB")
                && error.description.contains("open it in a current Xcode and save it"))
        #expect(!error.description.contains("\n"))
    }

    @Test func aRareAttributeIsReadAndAnUnknownOneBesideItIsListedOrWithStrictAnError() throws {
        func parse(_ attributes: String, strict: Bool = false) throws -> Template {
            let xib = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                    <objects>
                        <view contentMode="scaleToFill" \(attributes) id="v-1">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        </view>
                    </objects>
                </document>
                """
            return try TemplateReader.parse(Data(xib.utf8), fileName: "Rare.xib", strict: strict)
        }
        let view = try #require(
            try parse("autoresizesSubviews=\"NO\" horizontalHuggingPriority=\"251\"").instantiate(owner: nil).first)
        #expect(!view.layoutExtras.autoresizesSubviews)
        let error = try #require(throws: TemplateError.self) {
            try parse("autoresizesSubviews=\"NO\" sparkle=\"YES\"", strict: true)
        }
        #expect(error.line == 4 && error.attribute == "sparkle")
        // Without --strict the unknown attribute is skipped and listed; the rare one beside it is still read.
        let tolerant = try parse("autoresizesSubviews=\"NO\" sparkle=\"YES\"")
        #expect(tolerant.notModelled == [NotModelledEntry(what: "sparkle= on <view>", count: 1)])
        #expect(tolerant.notModelledLine == "not modelled: sparkle= on <view> ×1")
        #expect(try !(#require(tolerant.instantiate(owner: nil).first).layoutExtras.autoresizesSubviews))
        let bad = try #require(throws: TemplateError.self) { try parse("autoresizesSubviews=\"maybe\"") }
        #expect(bad.attribute == "autoresizesSubviews" && bad.reason.contains("is not YES or NO"))
    }

    @Test func unknownObjectsAreStandInsOrWithStrictErrorsAtTheirLine() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view contentMode="scaleToFill" id="v-1">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        <subviews>
                            <mapView contentMode="scaleToFill" id="m-1"/>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let error = try #require(throws: TemplateError.self) {
            try TemplateReader.parse(Data(xib.utf8), fileName: "Map.xib", strict: true)
        }
        #expect(
            error.line == 7 && error.element == "mapView"
                && error.reason.contains("is not an object this reader can make"))
        // Without --strict: a view standing in for the class the element names, with its frame and
        // subviews in the tree, listed as not modelled.
        let template = try TemplateReader.parse(Data(xib.utf8), fileName: "Map.xib")
        #expect(template.notModelled == [NotModelledEntry(what: "<mapView> (view stand-in)", count: 1)])
        let view = try #require(try template.instantiate(owner: nil).first)
        let standIn = try #require(view.subviews.first as? StandInView)
        #expect(view.subviews.count == 1 && standIn.archivedClassName == "UIMapView")
        #expect(
            standIn.className == "View(stand-in for UIMapView)"
                && view.treeDescription(changedOnly: true).contains("View(stand-in for UIMapView)"))
    }

    /// A real XIB's button with an attributed title (`hasAttributedTitle="YES"`, an `<attributedString>` in its
    /// state): the button is built with its frame, both are listed as not modelled; with `strict`, refused.
    @Test func anAttributedButtonTitleIsListedOrWithStrictRefused() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" \
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
            useSafeAreas="YES" colorMatched="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="v-1">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" \
            contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" \
            hasAttributedTitle="YES" id="b-1">
                                <rect key="frame" x="8" y="7" width="100" height="30"/>
                                <state key="normal">
                                    <attributedString key="attributedTitle">
                                        <fragment content="Sign in">
                                            <attributes>
                                                <font key="NSFont" size="15" name="HelveticaNeue"/>
                                            </attributes>
                                        </fragment>
                                    </attributedString>
                                </state>
                            </button>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let template = try TemplateReader.parse(Data(xib.utf8), fileName: "Attributed.xib")
        #expect(
            template.notModelledLine
                == "not modelled: hasAttributedTitle= on <button> ×1, <attributedString> in <state> ×1")
        let view = try #require(try template.instantiate(owner: nil).first)
        #expect(view.subviews.first is Button && view.subviews.first?.frame == Rect(x: 8, y: 7, width: 100, height: 30))
        let error = try #require(throws: TemplateError.self) {
            try TemplateReader.parse(Data(xib.utf8), fileName: "Attributed.xib", strict: true)
        }
        #expect(error.line == 8 && error.attribute == "hasAttributedTitle")
    }
}

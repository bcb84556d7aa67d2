import Foundation
import Templates
import Testing
import Typesetting
import Views

/// The element families beyond labels and cells, in small documents: what each reads, and its defaults.
@Suite struct ElementFamilyTests {
    /// The first top-level view of `objects` in a minimal XIB (first object line 4), with `resources`.
    static func make(_ objects: String, resources: String = "", owner: OutletOwner? = nil) throws -> View {
        let data = NamedColorAndConstraintTests.document(objects, resources: resources)
        return try #require(try TemplateReader.parse(data, fileName: "F.xib").instantiate(owner: owner).first)
    }

    static func failure(_ objects: String) throws -> TemplateError {
        let data = NamedColorAndConstraintTests.document(objects)
        return try #require(throws: TemplateError.self) { try TemplateReader.parse(data, fileName: "F.xib") }
    }

    @Test func buttonKeepsTitlesColoursAndImagesPerState() throws {
        let button = try #require(
            try Self.make(
                """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" \
                contentVerticalAlignment="top" buttonType="system" lineBreakMode="tailTruncation" enabled="NO" \
                id="b-1">
                <rect key="frame" x="1" y="2" width="30" height="40"/>
                <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                <inset key="contentEdgeInsets" minX="1" minY="2" maxX="3" maxY="4"/>
                <state key="normal" title="Go" image="arrow"><color key="titleColor" red="0" green="0.5" blue="1" \
                alpha="1" colorSpace="custom" customColorSpace="displayP3"/></state>
                <state key="highlighted" title="Going"><color key="titleShadowColor" white="0.5" alpha="1" \
                colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></state>
                <state key="selected" backgroundImage="glow"/>
                <state key="disabled" title="Gone"/>
                </button>
                """) as? Button)
        #expect(button.buttonType == .system && button.lineBreakMode == .tailTruncation && !button.isEnabled)
        #expect(button.contentHorizontalAlignment == .left && button.contentVerticalAlignment == .top)
        #expect(
            button.font == .boldSystem(15)
                && button.contentEdgeInsets == EdgeInsets(top: 2, left: 1, bottom: 4, right: 3))
        #expect(button.titles == [.normal: "Go", .highlighted: "Going", .disabled: "Gone"])
        #expect(button.titleColors == [.normal: Color(red: 0, green: 0.5, blue: 1, alpha: 1)])
        #expect(button.titleShadowColors == [.highlighted: Color(white: 0.5, alpha: 1)])
        #expect(button.images == [.normal: "arrow"] && button.backgroundImages == [.selected: "glow"])
        #expect(button.title(for: .selected) == "Go")
        #expect(button.treeDescription().contains(#"titles=[normal: "Go", highlighted: "Going", disabled: "Gone"]"#))
    }

    @Test func buttonDefaultsAreInterfaceBuildersOmissions() throws {
        let button = try #require(try Self.make(#"<button id="b-1"/>"#) as? Button)
        #expect(button.firstDifference(from: Button()) == nil)
        #expect(button.buttonType == .custom && button.font == .system(15) && button.lineBreakMode == .middleTruncation)
        #expect(button.isOpaque && button.isUserInteractionEnabled && button.isEnabled && button.actions.isEmpty)
    }

    @Test func actionsGoToTheirTargetInDocumentOrder() throws {
        let owner = OutletRecorder()
        let view = try Self.make(
            """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
            <view id="v-1"><subviews>
            <button id="b-1"><connections>
            <action selector="tap:" destination="-1" eventType="touchUpInside" id="a-1"/>
            <action selector="changed:" destination="v-1" eventType="valueChanged" id="a-2"/>
            </connections></button>
            </subviews></view>
            """, owner: owner)
        let button = try #require(view.subviews.first as? Button)
        #expect(button.actions.map(\.selector) == ["tap:", "changed:"])
        #expect(button.actions.map(\.eventType) == [.touchUpInside, .valueChanged])
        #expect(button.actions[0].target === owner && button.actions[1].target === view)
        #expect(
            view.treeDescription().contains(
                "actions=[tap: → OutletRecorder on touchUpInside, changed: → View on valueChanged]"))
    }

    @Test func onlyControlsSendActions() throws {
        let error = try Self.failure(
            """
            <view id="v-1"><connections>
            <action selector="tap:" destination="v-1" eventType="touchUpInside" id="a-1"/>
            </connections></view>
            """)
        #expect(error.line == 5 && error.element == "action" && error.description.contains("not a control"))
        let bad = try Self.failure(
            #"""
            <button id="b-1"><connections><action selector="x" destination="b-1" eventType="wiggle" id="a-1"/>\#
            </connections></button>
            """#
        )
        #expect(bad.attribute == "eventType")
    }

    @Test func imageViewAndStackView() throws {
        let stack = try #require(
            try Self.make(
                """
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" \
                alignment="center" spacing="8" layoutMarginsRelativeArrangement="YES" id="s-1">
                <subviews>
                <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="logo" \
                highlightedImage="logo-on" id="i-1"/>
                <view id="v-1"/>
                </subviews>
                </stackView>
                """) as? StackView)
        #expect(stack.axis == .vertical && stack.distribution == .fillEqually && stack.alignment == .center)
        #expect(stack.spacing == 8 && stack.isLayoutMarginsRelativeArrangement && !stack.isBaselineRelativeArrangement)
        #expect(stack.arrangedSubviews.map(\.className) == ["ImageView", "View"])
        let image = try #require(stack.arrangedSubviews.first as? ImageView)
        #expect(image.image == "logo" && image.highlightedImage == "logo-on" && image.contentMode == .scaleAspectFit)
        #expect(try Self.make(#"<stackView id="s-1"/>"#).firstDifference(from: StackView()) == nil)
    }

    @Test func textViewReadsTextFontColoursAndTraits() throws {
        let text = try #require(
            try Self.make(
                """
                <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" \
                textAlignment="center" editable="NO" showsVerticalScrollIndicator="NO" keyboardDismissMode="onDrag" \
                id="t-1">
                <rect key="frame" x="0.0" y="0.0" width="240" height="128"/>
                <string key="text">Lorem &amp; ipsum
                dolor</string>
                <color key="textColor" name="Ink"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                <textInputTraits key="textInputTraits" autocapitalizationType="sentences" returnKeyType="done"/>
                </textView>
                """,
                resources: """
                    <resources><namedColor name="Ink"><color red="0.1" green="0.2" blue="0.3" alpha="1" \
                    colorSpace="custom" customColorSpace="sRGB"/></namedColor></resources>
                    """) as? TextView)
        #expect(text.text == "Lorem & ipsum\ndolor" && text.textAlignment == .center)
        #expect(
            !text.isEditable && text.isSelectable && !text.showsVerticalScrollIndicator
                && text.keyboardDismissMode == .onDrag)
        #expect(text.textColor == Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 1))
        #expect(text.font == FontDescriptor(.weightedSystem(.semibold), size: 17))
        #expect(text.textInputTraits.values == ["autocapitalizationType": "sentences", "returnKeyType": "done"])
        #expect(try Self.make(#"<textView id="t-1"/>"#).firstDifference(from: TextView()) == nil)
    }

    @Test func everyFontForm() throws {
        func font(_ attributes: String) throws -> FontDescriptor {
            try #require(
                try Self.make("<label id=\"l-1\"><fontDescription key=\"fontDescription\" \(attributes)/></label>")
                    as? Label
            ).font
        }
        #expect(try font(#"type="system" pointSize="12""#) == .system(12))
        #expect(try font(#"type="system" weight="bold" pointSize="12""#) == .boldSystem(12))
        #expect(try font(#"type="system" weight="regular" pointSize="12""#) == .system(12))
        #expect(
            try font(#"type="system" weight="thin" pointSize="12""#) == FontDescriptor(.weightedSystem(.thin), size: 12)
        )
        #expect(try font(#"type="italicSystem" pointSize="9""#) == .italicSystem(9))
        #expect(
            try font(#"name="Menlo-Regular" family="Menlo" pointSize="11""#)
                == FontDescriptor(.named("Menlo-Regular"), size: 11))
        #expect(try font(#"style="UICTFontTextStyleBody""#) == .system(17))
        #expect(try font(#"style="UICTFontTextStyleCaption2""#) == .system(11))
        #expect(try font(#"style="UICTFontTextStyleFootnote" pointSize="14""#) == .system(14))
        for (bad, attribute) in [
            (#"type="system" weight="hefty" pointSize="12""#, "weight"),
            (#"type="boldSystem" weight="light" pointSize="12""#, "weight"),
            (#"style="UICTFontTextStyleShout""#, "style"), (#"type="system""#, "pointSize"),
        ] {
            let error = try Self.failure(
                "<label id=\"l-1\">\n<fontDescription key=\"fontDescription\" \(bad)/>\n</label>")
            #expect(error.line == 5 && error.attribute == attribute, "\(bad): \(error)")
        }
    }

    @Test func omittedViewAttributesMeanUIViewsDefaults() throws {
        // Interface Builder writes opaque="NO", clipsSubviews="YES" ... only when they differ from UIView's
        // defaults, so a bare label is opaque, unclipped and interactive, unlike `Label()`.
        let label = try #require(try Self.make(#"<label text="x" id="l-1"/>"#) as? Label)
        #expect(
            label.isOpaque && !label.clipsToBounds && label.isUserInteractionEnabled
                && label.contentMode == .scaleToFill)
        #expect(label.adjustsFontSizeToFitWidth)
        let written = try #require(
            try Self.make(
                #"""
                <label opaque="NO" clipsSubviews="YES" userInteractionEnabled="NO" contentMode="left" \#
                adjustsFontSizeToFit="NO" id="l-1"/>
                """#
            ) as? Label)
        #expect(written.firstDifference(from: Label()) == nil)
    }

    @Test func accessibilityRuntimeAttributesMarginsAndTint() throws {
        let view = try Self.make(
            """
            <view restorationIdentifier="Main" id="v-1">
            <accessibility key="accessibilityConfiguration" identifier="main" label="Main view" hint="Shows things">
            <accessibilityTraits key="traits" button="YES" header="YES"/>
            <bool key="isElement" value="YES"/>
            </accessibility>
            <edgeInsets key="layoutMargins" top="1" left="2" bottom="3" right="4"/>
            <color key="tintColor" cocoaTouchSystemColor="lightTextColor"/>
            <userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="string" keyPath="layer.name" value="main"/>
            <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" \
            value="4"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="point" keyPath="anchor"><point key="value" x="0.5" \
            y="1"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="range" keyPath="span"><range key="value" location="2" \
            length="3"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="image" keyPath="icon" value="star"/>
            <userDefinedRuntimeAttribute type="nil" keyPath="delegate"/>
            </userDefinedRuntimeAttributes>
            </view>
            """)
        #expect(view.restorationIdentifier == "Main" && view.tintColor == Color(white: 1, alpha: 0.6))
        #expect(view.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(
            view.accessibility
                == Accessibility(
                    isElement: true, identifier: "main", label: "Main view",
                    hint: "Shows things", traits: [.init(rawValue: 1), .init(rawValue: 1 << 15)]))
        #expect(
            view.userDefinedRuntimeAttributes.map(\.value) == [
                .string("main"), .integer(4), .point(Point(x: 0.5, y: 1)), .range(location: 2, length: 3),
                .image("star"), .nilValue,
            ])
        let error = try Self.failure(
            """
            <view id="v-1"><userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="vector" keyPath="v" value="1"/>
            </userDefinedRuntimeAttributes></view>
            """)
        #expect(error.line == 5 && error.attribute == "type")
    }

    @Test func textGivenTwiceIsAnError() throws {
        let error = try Self.failure("<label text=\"a\" id=\"l-1\">\n<string key=\"text\">b</string>\n</label>")
        #expect(error.line == 5 && error.description.contains("gives the text a second time"))
    }

    @Test func namedColourMustBeDefined() throws {
        let error = try Self.failure("<view id=\"v-1\">\n<color key=\"backgroundColor\" name=\"Brand\"/>\n</view>")
        #expect(
            error.line == 5
                && error.description.contains(
                    "'name' names \"Brand\", which the document's <resources> does not define")
        )
    }
}

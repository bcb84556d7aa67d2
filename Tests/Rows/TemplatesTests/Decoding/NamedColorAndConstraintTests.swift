import Foundation
import Templates
import Testing
import Views

/// Colours by name and constraints, in small documents.
@Suite struct NamedColorAndConstraintTests {
    static func document(_ objects: String, resources: String = "") -> Data {
        let text = TemplateFixtures.xib(objects)
        return Data(text.replacingOccurrences(of: "</objects>", with: "</objects>\n" + resources).utf8)
    }

    @Test func systemColorComesFromResourcesAndCocoaTouchColorsAreKnown() throws {
        let data = Self.document(
            """
            <label text="x" id="l-1">
            <color key="textColor" systemColor="secondaryLabelColor"/>
            <color key="backgroundColor" cocoaTouchSystemColor="darkTextColor"/>
            </label>
            """,
            resources: """
                <resources>
                <systemColor name="secondaryLabelColor">
                <color red="0.25" green="0.25" blue="0.5" alpha="0.5" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>
                </resources>
                """)
        let label = try #require(
            try TemplateReader.parse(data, fileName: "C.xib").instantiate(owner: nil).first as? Label)
        #expect(label.textColor == Color(red: 0.25, green: 0.25, blue: 0.5, alpha: 0.5))
        #expect(label.backgroundColor == .black)
    }

    @Test func undefinedSystemColorIsAnError() throws {
        let data = Self.document("<label id=\"l-1\">\n<color key=\"textColor\" systemColor=\"labelColor\"/>\n</label>")
        let error = try #require(throws: TemplateError.self) { try TemplateReader.parse(data, fileName: "C.xib") }
        #expect(
            error.line == 5
                && error.description.contains(
                    "'systemColor' names \"labelColor\", which the document's <resources> does not define")
        )
    }

    @Test func constraintsResolveItemsRatiosAndExclusions() throws {
        let data = Self.document(
            """
            <view id="v-1">
            <subviews><view id="v-2"/></subviews>
            <constraints>
            <constraint firstItem="v-2" firstAttribute="width" secondItem="v-2" secondAttribute="height" \
            multiplier="16:9" id="c-1"/>
            <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="20" priority="999" id="c-2"/>
            </constraints>
            <variation key="default"><mask key="constraints"><exclude reference="c-2"/></mask></variation>
            </view>
            """)
        let constraints = try TemplateReader.parse(data, fileName: "C.xib").constraints
        #expect(constraints.map(\.firstItemIndex) == [1, 0] && constraints.map(\.line) == [7, 8])
        #expect(constraints[0].multiplier == 16.0 / 9 && constraints[0].isInstalled)
        #expect(
            constraints[1].relation == .greaterThanOrEqual && constraints[1].priority == 999
                && !constraints[1].isInstalled)
    }

    @Test func constraintToAMissingItemIsAnError() throws {
        let data = Self.document(
            """
            <view id=\"v-1\">\n<constraints>\n<constraint firstItem=\"gone\" firstAttribute=\"top\" \
            id=\"c-1\"/>\n</constraints>\n</view>
            """
        )
        let error = try #require(throws: TemplateError.self) { try TemplateReader.parse(data, fileName: "C.xib") }
        #expect(
            error.description == #"C.xib:6: <constraint> attribute 'firstItem' "gone" names no object in this file"#)
    }
}

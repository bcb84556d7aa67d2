import Foundation
import RowGeneration
import TestFixtures
import Testing

/// The seed's rows with Auto Layout generated in Swift are byte for byte what scripts/generate-autolayout-xibs.py
/// committed.
@Suite struct AutoLayoutXIBFilesTests {
    @Test func everyFileIsTheCommittedOne() throws {
        let files = try AutoLayoutXIBFiles.files(packageRoot: PackagePaths.root)
        for path in files.keys.sorted() {
            let difference = ReferenceFiles.difference(path, made: files[path]!)
            #expect(difference == nil, "\(difference ?? "")")
        }
        let committed = try ReferenceFiles.files(under: "templates/sweep-autolayout")
        #expect(Set(files.keys) == committed.union([SeedXIBs.autoLayoutFit, SeedXIBs.autoLayoutNoFit]))
    }

    /// A label of the content view without a frame, or a XIB without such labels, is refused in one line.
    @Test func aLabelWithoutAFrameIsRefused() throws {
        let label = "            <label opaque=\"NO\" tag=\"1\" id=\"a\">\n            </label>\n"
        let xib = "<tableViewCellContentView key=\"contentView\" id=\"c\">\n<subviews>\n\(label)</subviews>\n"
        let error = #expect(throws: RowGenerationError.self) { try AutoLayoutXIBFiles.pinned(xib, file: "x.xib") }
        #expect(error?.description == "x.xib:4: label a has no frame")
        let none = #expect(throws: RowGenerationError.self) {
            try AutoLayoutXIBFiles.pinned("<document/>\n", file: "y.xib")
        }
        #expect(none?.description == "y.xib: has no labels in a table cell's content view")
    }

    /// Ids are copied as the XIB's own attribute text, entities and all, so an id holding a quote or a tag's end
    /// stays inside its attribute; numbers are read and written back (`0.0` → no constant, `60.5` kept).
    @Test func idsStayAttributesAndNumbersAreReadBack() throws {
        let xib = """
            <document>
                <tableViewCellContentView key="contentView" id="c&amp;d">
                    <subviews>
                        <label tag="1" id="a&quot;/&gt;&lt;b">
                            <rect key="frame" x="5" y="0.0" width="60.5" height="20"/>
                        </label>
                    </subviews>
                </tableViewCellContentView>
            </document>

            """
        let pinned = try AutoLayoutXIBFiles.pinned(xib, file: "x.xib")
        let ids = try AttributeValues(pinned, element: "constraint", attribute: "id").values
        #expect(ids == ["width", "height", "leading", "top"].map { "a\"/><b-\($0)" })
        #expect(try AttributeValues(pinned, element: "constraint", attribute: "secondItem").values == ["c&d", "c&d"])
        #expect(
            try AttributeValues(pinned, element: "constraint", attribute: "constant").values == ["60.5", "20", "5"])
        #expect(
            try AttributeValues(pinned, element: "label", attribute: "translatesAutoresizingMaskIntoConstraints").values
                == ["NO"])
    }
}

import Builders
import Foundation
import Testing
import Typesetting

/// The README's example for the `NibOrNotRows` library product, as written there (bar the folder path).
@Test func readmeExampleBuildsARow() throws {
    let catalog = VariantCatalog(
        templatesDirectory: templatesDirectory,
        measurer: try FreeTypeMeasurer())
    let factory = try catalog.makeFactory(named: "nib-cached/fit")
    let row = try factory.makeRow()
    #expect(row.subviews.count == 1)
    #expect(row.subviews[0].subviews.count == 20, "the content view holds the 20 labels")
}

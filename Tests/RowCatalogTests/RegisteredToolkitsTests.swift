import Foundation
import Results
import RowCatalog
import Testing
import Toolkit

/// The toolkits that build rows at run time (`RowCatalog.realToolkits`) and the toolkits the reports and the CLI
/// know (`ToolkitDeclaration`) are the same, with the same construction names: nothing is started here, so this
/// needs neither a display nor a toolkit's libraries beyond linking.
struct RegisteredToolkitsTests {
    let toolkits = RowCatalog.realToolkits(templatesDirectory: URL(fileURLWithPath: "templates"))

    @Test func everyDeclaredToolkitHasARuntimeAndBack() {
        #expect(toolkits.map(\.name) == ToolkitDeclaration.real.map(\.name))
    }

    @Test func constructionNamesAgree() throws {
        for toolkit in toolkits {
            let declaration = try #require(ToolkitDeclaration.named(toolkit.name))
            #expect(toolkit.constructions == declaration.constructions.map(\.construction.rawValue), "\(toolkit.name)")
            let sweeping = toolkit as? SweepingToolkit
            #expect((sweeping?.sweepConstructions ?? []) == declaration.sweepConstructions.map(\.rawValue), "\(toolkit.name)")
        }
    }

    @Test func aVariantIsBuiltByTheToolkitItsConstructionNames() {
        #expect(RowCatalog.toolkitName(of: "gtk-template+layout/fit") == "gtk")
        #expect(RowCatalog.toolkitName(of: "sweep/qt-uic/nofit/5") == "qt")
        #expect(RowCatalog.toolkitName(of: "nib-cached/fit") == nil)
        #expect(RowCatalog.toolkitName(of: "no-such/fit") == nil)
    }
}

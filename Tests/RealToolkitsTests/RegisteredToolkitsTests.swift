import Foundation
import RealToolkits
import Results
import Testing
import Toolkit

/// The toolkits that build rows at run time (`RealToolkits.all`) and the toolkits the reports and the CLI
/// know (`ToolkitDeclaration`) are the same, with the same construction names: nothing is started here, so this
/// needs neither a display nor a toolkit's libraries beyond linking.
struct RegisteredToolkitsTests {
    let toolkits = RealToolkits.all(templatesDirectory: URL(fileURLWithPath: "templates"))

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
}

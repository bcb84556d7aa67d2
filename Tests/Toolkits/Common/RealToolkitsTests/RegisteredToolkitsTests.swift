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
            #expect(
                (sweeping?.sweepConstructions ?? []) == declaration.sweepConstructions.map(\.rawValue),
                "\(toolkit.name)")
        }
    }

    /// What a declaration says its toolkit can do, the runtime does: the CLI offers a capability by the
    /// declaration and reaches it through the runtime's protocol.
    @Test func capabilitiesAgree() throws {
        for toolkit in toolkits {
            let declaration = try #require(ToolkitDeclaration.named(toolkit.name))
            #expect((toolkit is SweepingToolkit) == declaration.can(.sweep), "\(toolkit.name)")
            #expect((toolkit is RelayingOutToolkit) == declaration.can(.relayout), "\(toolkit.name)")
            let relayouts = declaration.variants.filter(\.relaidOut).map(\.construction.rawValue)
            #expect(
                Set((toolkit as? RelayingOutToolkit)?.relayoutConstructions ?? []) == Set(relayouts), "\(toolkit.name)")
            #expect((toolkit is TableToolkit) == declaration.can(.table), "\(toolkit.name)")
            #expect(
                (toolkit as? TableToolkit)?.tableConstructions == declaration.table?.constructions, "\(toolkit.name)")
            #expect((toolkit is ConstraintSolvingToolkit) == declaration.can(.solve), "\(toolkit.name)")
        }
    }
}

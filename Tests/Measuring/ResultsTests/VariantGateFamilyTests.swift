import Results
import Testing

/// `ab`'s default family: the model's variants and, for every real toolkit, its code and kept template with fit.
@Test func theGateFamilyHoldsTheModelAndEveryToolkitsHeadlinePair() {
    let family = Variant.gateFamily
    #expect(Array(family.prefix(Variant.model.count)) == Variant.model)
    let toolkits = family.dropFirst(Variant.model.count)
    #expect(toolkits.count == 2 * ToolkitDeclaration.real.count)
    #expect(toolkits.allSatisfy { $0.fit == .fit && !$0.laidOut && !$0.relaidOut })
    for toolkit in ToolkitDeclaration.real {
        let mine = toolkits.filter { ToolkitDeclaration.realToolkitName(ofVariant: $0.name) == toolkit.name }
        #expect(mine.map(\.construction).first == toolkit.lineup.code, "\(toolkit.name)")
        #expect(mine.count == 2 && mine[1].construction != toolkit.lineup.code, "\(toolkit.name)")
    }
    let names = Set(family.map(\.name))
    #expect(names.isSuperset(of: ["gtk-code/fit", "gtk-template/fit", "qt-code/fit", "qt-uiloader/fit"]))
    #expect(names.isSuperset(of: ["gnustep-archive/fit", "chromium-template/fit", "webkit-code/fit"]))
    #expect(names.count == family.count, "no variant twice")
}

import Builders
import Results
import Testing

/// `--variants` picks a construction's twin too (`ToolkitDeclaration.twins`): GTK's rows with constraints
/// come with the frame rows they are measured against.
@Test func aConstructionWithATwinBringsItsTwin() throws {
    let names = try Variant.matchingNames(["gtk-constraints*"])
    // 3 constructions with constraints × built, +layout, +relayout × fit, nofit; and as many of their twins.
    #expect(names.count == 36)
    #expect(
        names.contains("gtk-code+relayout/nofit") && names.contains("gtk-builder+layout/fit")
            && names.contains("gtk-template/fit"))
    #expect(!names.contains { $0.hasPrefix("gtk-template-precomputed") || $0.hasPrefix("qt-") })
    // A frame row alone does not bring the row with constraints.
    #expect(try Variant.matchingNames(["gtk-code/fit"]) == ["gtk-code/fit"])
}

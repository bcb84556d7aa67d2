import Foundation
import TestFixtures
import Testing

/// The markup and the code rows say the XIB's row: 20 labels at its frames, the text, the fit rule's numbers.
@Test func theGeneratedRowIsTheSeedRow() throws {
    let html = try String(contentsOf: PackagePaths.inPackage("templates/web/Cell.html"), encoding: .utf8)
    #expect(html.components(separatedBy: "<span class=\"row-label label-").count - 1 == 20)
    #expect(html.components(separatedBy: " shrinks-to-fit\"").count - 1 == 20)
    let html2 = try String(contentsOf: PackagePaths.inPackage("templates/web/Cell2.html"), encoding: .utf8)
    #expect(!html2.contains("shrinks-to-fit"))
    let css = try String(contentsOf: PackagePaths.inPackage("templates/web/Row.css"), encoding: .utf8)
    #expect(
        css.contains(
            """
            .label-20 {\n    position: absolute;\n    left: 5px;\n    top: 110px;\n    width: 310px;\n    height: \
            20px;\n}
            """
        ))
    let js = try String(contentsOf: PackagePaths.inPackage("templates/web/rows.js"), encoding: .utf8)
    #expect(
        js.contains("widths: [60, 100, 80, 55, 95, 70, 88, 45, 120, 75, 105, 64, 84, 92, 55, 68, 110, 72, 45, 310]"))
    #expect(js.contains("minimumFontSize: 10,") && js.contains("step: 0.5,"))
    // Code sets each label's properties one by one: 17 style assignments a label, 20 labels, no loop.
    let code = js.components(separatedBy: "function codeRow(fit)")[1].components(separatedBy: "function codeCSSRow")[0]
    #expect(code.components(separatedBy: "Label.style.").count - 1 == 17 * 20)
    #expect(!code.contains("for ("))
}

import Foundation
import TestFixtures
import Testing

/// templates/web/ is what scripts/generate-web-rows.py writes from Cell.xib and Cell2.xib, file for file; bench.js is
/// the one file there the script does not write (the page's hand-written part).
@Test func generatedWebFilesMatchTheGenerator() throws {
    let run = try GeneratorRun("generate-web-rows.py")
    defer { run.remove() }
    let written = try GeneratorRun.regularFiles(under: run.output.appendingPathComponent("templates/web"))
    let committed = try GeneratorRun.regularFiles(under: PackagePaths.inPackage("templates/web"))
    #expect(written == ["Row.css", "Cell.html", "Cell2.html", "rows.js", "Sweep.css", "sweep.js"])
    #expect(
        committed == written.union(["bench.js"]),
        "templates/web holds other files than the generator writes and bench.js")
    for file in written.sorted() {
        let made = try Data(contentsOf: run.output.appendingPathComponent("templates/web/\(file)"))
        let kept = try Data(contentsOf: PackagePaths.inPackage("templates/web/\(file)"))
        #expect(made == kept, "templates/web/\(file) differs from what scripts/generate-web-rows.py writes")
    }
}

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

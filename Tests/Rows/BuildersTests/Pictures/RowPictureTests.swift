@testable import Builders
import Testing
import Typesetting
import Views

@Test func aRowPictureDrawsFillsThenShadowThenTextInTheFittedFace() {
    let run = TextRun(
        text: "placeholder", visibleText: "place…", origin: Point(x: 5, y: 10),
        box: Rect(x: 5, y: 0, width: 60, height: 20), font: .boldSystem(10.5),
        color: Color(red: 0, green: 0.2, blue: 0.5, alpha: 1),
        shadow: TextShadow(color: Color(white: 0, alpha: 0.5), offset: Size(width: 1, height: 1)),
        lineBreakMode: .tailTruncation, isTruncated: true)
    let list = DisplayList(commands: [
        .fill(Rect(x: 0, y: 0, width: 320, height: 132), Color(white: 0.95, alpha: 1)), .text(run),
    ])
    let lines = RowPicture.render(list, size: Size(width: 320, height: 132), title: "a & b").split(separator: "\n").map(
        String.init)
    #expect(lines[0].contains("width=\"640.00\" height=\"264.00\" viewBox=\"0 0 320.00 132.00\""))
    #expect(lines[1] == "<title>a &amp; b</title>")
    #expect(lines[3] == "<rect x=\"0.00\" y=\"0.00\" width=\"320.00\" height=\"132.00\" fill=\"rgb(242,242,242)\"/>")
    #expect(
        lines[4] == "<text x=\"6.00\" y=\"11.00\" font-family=\"DejaVu Sans\" font-weight=\"bold\" font-size=\"10.50\" "
            + "dominant-baseline=\"central\" fill=\"rgb(0,0,0)\" fill-opacity=\"0.50\">place…</text>")
    #expect(
        lines[5] == "<text x=\"5.00\" y=\"10.00\" font-family=\"DejaVu Sans\" font-weight=\"bold\" font-size=\"10.50\" "
            + "dominant-baseline=\"central\" fill=\"rgb(0,51,128)\">place…</text>")
    #expect(lines.last == "</svg>")
}

@Test func faceAttributesFollowTheMeasurersFaces() {
    #expect(RowPicture.fontAttributes(.system(12)) == "font-family=\"DejaVu Sans\"")
    #expect(RowPicture.fontAttributes(.italicSystem(12)) == "font-family=\"DejaVu Sans\" font-style=\"oblique\"")
    #expect(RowPicture.fontAttributes(FontDescriptor(.weightedSystem(.semibold), size: 12)).contains("bold"))
    #expect(RowPicture.fontAttributes(FontDescriptor(.weightedSystem(.thin), size: 12)).contains("200"))
    #expect(
        RowPicture.fontAttributes(FontDescriptor(.named("Menlo"), size: 12)) == "font-family=\"Menlo, DejaVu Sans\"")
}

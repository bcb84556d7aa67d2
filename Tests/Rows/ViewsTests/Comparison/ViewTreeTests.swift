import Testing
import Typesetting
@testable import Views

/// A measurer where every character is `factor` points wide per point of size: exact, no fonts.
private final class PerCharacterMeasurer: TextMeasuring {
    let factor: Double
    var calls = 0
    init(factor: Double) { self.factor = factor }
    func width(of text: String, in font: FontDescriptor) throws -> Double {
        calls += 1
        return Double(text.count) * font.pointSize * factor
    }
}

private func makeLabel(width: Double, fit: Bool) -> Label {
    let label = Label(frame: Rect(x: 0, y: 0, width: width, height: 20))
    label.text = "0123456789"  // 10 characters: 10 × size × 0.5 = 5 pt per point of size
    label.font = .boldSystem(14)
    label.adjustsFontSizeToFitWidth = fit
    label.minimumFontSize = 10
    return label
}

@Test func addSubviewSetsSuperviewAndMovesBetweenParents() {
    let a = View(), b = View(), child = View()
    a.addSubview(child)
    #expect(child.superview === a)
    b.addSubview(child)
    #expect(a.subviews.isEmpty)
    #expect(b.subviews.count == 1 && child.superview === b)
}

@Test(arguments: [
    (70.0, 14.0),  // 14 pt is 70 wide: fits exactly
    (65.0, 13.0),  // 13 pt is 65 wide
    (61.0, 12.0),  // 12.5 pt is 62.5 > 61; 12 pt is 60
    (40.0, 10.0),  // nothing fits: clamps at the minimum
])
func labelFitsTextByHalfPointSteps(width: Double, expected: Double) throws {
    let label = makeLabel(width: width, fit: true)
    try label.layoutIfNeeded(measurer: PerCharacterMeasurer(factor: 0.5))
    #expect(label.fontSizeInUse == expected)
}

@Test func labelWithoutFitMeasuresNothingAndKeepsItsSize() throws {
    let label = makeLabel(width: 40, fit: false)
    let measurer = PerCharacterMeasurer(factor: 0.5)
    try label.layoutIfNeeded(measurer: measurer)
    #expect(label.fontSizeInUse == 14)
    #expect(measurer.calls == 0)
}

@Test func changingTextOrWidthMakesTheFitDueAgain() throws {
    let label = makeLabel(width: 61, fit: true)
    let measurer = PerCharacterMeasurer(factor: 0.5)
    try label.layoutIfNeeded(measurer: measurer)
    #expect(!label.needsFit)
    label.text = "01234"
    #expect(label.needsFit)
    try label.layoutIfNeeded(measurer: measurer)
    #expect(label.fontSizeInUse == 14)
    label.frame.size.width = 40
    #expect(label.needsFit)
}

@Test func precomputedSizeIsUsedWithoutMeasuring() throws {
    let label = makeLabel(width: 61, fit: true)
    label.usePrecomputedFontSize(12)
    let measurer = PerCharacterMeasurer(factor: 0.5)
    try label.layoutIfNeeded(measurer: measurer)
    #expect(measurer.calls == 0)
    #expect(label.fontSizeInUse == 12)
}

@Test func minimumScaleFactorTakesPrecedenceOverMinimumFontSize() throws {
    let label = makeLabel(width: 10, fit: true)
    label.minimumScaleFactor = 0.5
    try label.layoutIfNeeded(measurer: PerCharacterMeasurer(factor: 0.5))
    #expect(label.fontSizeInUse == 7)
}

private func makeCell(labelWidths: [Double]) -> TableViewCell {
    let cell = TableViewCell(reuseIdentifier: "Cell")
    cell.backgroundView = View(frame: cell.frame.bounds)
    for (index, width) in labelWidths.enumerated() {
        let label = makeLabel(width: width, fit: true)
        label.tag = index + 1
        cell.contentView.addSubview(label)
    }
    return cell
}

@Test func equalTreesHaveNoDifference() {
    #expect(makeCell(labelWidths: [60, 70]).firstDifference(from: makeCell(labelWidths: [60, 70])) == nil)
}

@Test func differenceNamesPathAndProperty() {
    let difference = makeCell(labelWidths: [60, 70]).firstDifference(from: makeCell(labelWidths: [60, 71]))
    #expect(
        difference
            == TreeDifference(
                path: "TableViewCell.contentView.subviews[1]", what: "frame",
                left: "(0, 0, 70, 20)", right: "(0, 0, 71, 20)"))
}

@Test func fittedSizeTakesPartInComparison() throws {
    let measured = makeCell(labelWidths: [61])
    try measured.layoutIfNeeded(measurer: PerCharacterMeasurer(factor: 0.5))
    let unmeasured = makeCell(labelWidths: [61])
    #expect(measured.firstDifference(from: unmeasured)?.what == "fontSizeInUse")
}

@Test func missingSlotIsADifference() {
    let withBackground = makeCell(labelWidths: [])
    let without = TableViewCell(reuseIdentifier: "Cell")
    #expect(withBackground.firstDifference(from: without)?.what == "children")
}

@Test func classMismatchIsADifference() {
    let a = View(), b = View()
    a.addSubview(View())
    b.addSubview(Label())
    #expect(
        a.firstDifference(from: b)
            == TreeDifference(path: "View.subviews[0]", what: "class", left: "View", right: "Label"))
}

@Test func treePrintsChangedPropertiesIndented() throws {
    let cell = makeCell(labelWidths: [61])
    try cell.layoutIfNeeded(measurer: PerCharacterMeasurer(factor: 0.5))
    let expected = """
        TableViewCell reuseIdentifier="Cell"
          backgroundView: View frame=(0, 0, 320, 44)
          contentView: View frame=(0, 0, 320, 44)
            subviews[0]: Label frame=(0, 0, 61, 20) tag=1 text="0123456789" font=bold-system 14pt fontSizeInUse=12 \
        adjustsFontSizeToFitWidth=true minimumFontSize=10

        """
    #expect(cell.treeDescription() == expected)
    #expect(cell.treeSize == 4)
}

@Test func numbersPrintExactly() {
    #expect(Rect(x: 0.5, y: 1, width: 2.25, height: 0.1).description == "(0.5, 1, 2.25, 0.1)")
    #expect(Color(red: 0, green: 0.2, blue: 0.5, alpha: 1).description == "rgba(0, 0.2, 0.5, 1)")
    #expect(Color(white: 0.95, alpha: 1).description == "white(0.95, 1)")
    #expect(
        AutoresizingMask([.flexibleLeftMargin, .flexibleHeight]).description == "[flexibleLeftMargin, flexibleHeight]")
}

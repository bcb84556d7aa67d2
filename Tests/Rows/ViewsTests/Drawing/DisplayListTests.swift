import TestSupport
import Testing
import Typesetting
@testable import Views

/// 0.5 pt per character per point of size: "placeholder" (11 characters) at 10 pt is 55 pt wide.
private var measurer: FixedAdvanceMeasurer { FixedAdvanceMeasurer(factor: 0.5) }

private func label(_ frame: Rect, text: String = "placeholder") -> Label {
    let label = Label(frame: frame)
    label.text = text
    label.font = .boldSystem(10)
    label.textColor = Color(red: 0, green: 0.2, blue: 0.5, alpha: 1)
    return label
}

@Test func aPlainViewFillsItsBoundsWithItsBackground() throws {
    let view = View(frame: Rect(x: 10, y: 10, width: 50, height: 20))
    #expect(try view.displayList(measurer: measurer).commands.isEmpty)
    view.backgroundColor = .white
    // The root draws in its own coordinates.
    #expect(
        try view.displayList(measurer: measurer).commands == [.fill(Rect(x: 0, y: 0, width: 50, height: 20), .white)])
    view.backgroundColor = .clear
    #expect(try view.displayList(measurer: measurer).commands.isEmpty)
}

@Test func subviewsDrawInTheRootsCoordinatesBackToFront() throws {
    let root = View(frame: Rect(x: 100, y: 100, width: 320, height: 44))
    let middle = View(frame: Rect(x: 10, y: 5, width: 200, height: 30))
    middle.backgroundColor = .black
    let text = label(Rect(x: 3, y: 4, width: 100, height: 20))
    root.addSubview(middle)
    middle.addSubview(text)
    let commands = try root.displayList(measurer: measurer).commands
    #expect(commands.count == 2)
    #expect(commands[0] == .fill(Rect(x: 10, y: 5, width: 200, height: 30), .black))
    guard case .text(let run) = commands[1] else { Issue.record("expected text"); return }
    #expect(run.box == Rect(x: 13, y: 9, width: 100, height: 20))
    #expect(run.origin == Point(x: 13, y: 19))
    #expect(run.visibleText == "placeholder" && !run.isTruncated)
    #expect(run.font == .boldSystem(10))
    #expect(run.shadow == nil)
}

@Test func hiddenAndTransparentSubtreesDrawNothing() throws {
    let root = View(), child = View(), grandchild = View()
    child.backgroundColor = .white
    grandchild.backgroundColor = .black
    root.addSubview(child)
    child.addSubview(grandchild)
    child.isHidden = true
    #expect(try root.displayList(measurer: measurer).commands.isEmpty)
    child.isHidden = false
    child.alpha = 0
    #expect(try root.displayList(measurer: measurer).commands.isEmpty)
    child.alpha = 0.5
    #expect(
        try root.displayList(measurer: measurer).commands.map(\.description)
            == ["fill (0, 0, 0, 0) white(1, 0.5)", "fill (0, 0, 0, 0) white(0, 0.5)"])
}

@Test func textIsTruncatedAtTheTailAndAligned() throws {
    // 55 pt of text in 40 pt: "plac…" is 5 characters, 25 pt; "placeho…" 8, 40 pt (fits exactly).
    let narrow = label(Rect(x: 0, y: 0, width: 40, height: 20))
    guard case .text(let run) = try narrow.displayList(measurer: measurer).commands[0] else {
        Issue.record("text"); return
    }
    #expect(run.isTruncated)
    #expect(run.visibleText == "placeho…")
    narrow.lineBreakMode = .headTruncation
    guard case .text(let head) = try narrow.displayList(measurer: measurer).commands[0] else {
        Issue.record("text"); return
    }
    #expect(head.visibleText == "…eholder")
    let wide = label(Rect(x: 0, y: 0, width: 75, height: 20))
    wide.textAlignment = .center
    guard case .text(let centred) = try wide.displayList(measurer: measurer).commands[0] else {
        Issue.record("text"); return
    }
    #expect(centred.origin == Point(x: 10, y: 10))
    wide.textAlignment = .right
    guard case .text(let right) = try wide.displayList(measurer: measurer).commands[0] else {
        Issue.record("text"); return
    }
    #expect(right.origin == Point(x: 20, y: 10))
}

@Test func textUsesTheFittedSizeTheStateColourAndTheShadow() throws {
    let fitted = label(Rect(x: 0, y: 0, width: 44, height: 20))
    fitted.font = .boldSystem(14)
    fitted.adjustsFontSizeToFitWidth = true
    fitted.minimumFontSize = 6
    fitted.shadowColor = .black
    fitted.shadowOffset = Size(width: 1, height: 1)
    fitted.highlightedTextColor = .white
    fitted.isHighlighted = true
    try fitted.layoutIfNeeded(measurer: measurer)
    guard case .text(let run) = try fitted.displayList(measurer: measurer).commands[0] else {
        Issue.record("text"); return
    }
    #expect(run.font == .boldSystem(8))  // 11 × 8 × 0.5 = 44
    #expect(run.color == .white)
    #expect(run.shadow == TextShadow(color: .black, offset: Size(width: 1, height: 1)))
}

@Test func aCellDrawsItsBackgroundViewButNotTheSelectedOne() throws {
    let cell = TableViewCell(frame: Rect(x: 0, y: 0, width: 320, height: 44), reuseIdentifier: nil)
    let background = View(frame: cell.bounds), selected = View(frame: cell.bounds)
    background.backgroundColor = Color(white: 0.95, alpha: 1)
    selected.backgroundColor = Color(white: 0.85, alpha: 1)
    cell.backgroundView = background
    cell.selectedBackgroundView = selected
    cell.contentView.addSubview(label(Rect(x: 5, y: 0, width: 60, height: 20)))
    let list = try cell.displayList(measurer: measurer)
    #expect(list.commands.count == 2)
    #expect(list.commands[0] == .fill(Rect(x: 0, y: 0, width: 320, height: 44), Color(white: 0.95, alpha: 1)))
    let other = try cell.displayList(measurer: measurer)
    #expect(other.firstDifference(from: list) == nil)
    (cell.contentView.subviews[0] as! Label).text = "other"
    let changed = try cell.displayList(measurer: measurer).firstDifference(from: list)
    #expect(changed?.index == 1)
}

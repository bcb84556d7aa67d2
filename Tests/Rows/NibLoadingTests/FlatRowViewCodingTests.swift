import NIB
import NibLoading
import Testing
import Typesetting
import Views

/// The flattened row's view and its items come back from an archive equal, every setting away from its
/// default included, and the view is archived as a custom class through a `UIClassSwapper`.
@Test func aFlatRowViewAndItsItemsRoundTrip() throws {
    let view = FlatRowView(frame: Rect(x: 0, y: 0, width: 320, height: 132))
    view.backgroundColor = Color(white: 0.95, alpha: 1)
    view.selectedBackgroundColor = Color(white: 0.85, alpha: 1)
    var first = TextItem(frame: Rect(x: 5, y: 0, width: 60, height: 20))
    first.tag = 1; first.text = "placeholder"; first.font = .boldSystem(14)
    first.textColor = Color(red: 0, green: 0.2, blue: 0.5, alpha: 1); first.highlightedTextColor = .clear
    first.backgroundColor = .clear; first.shadowColor = .black; first.shadowOffset = Size(width: 1, height: 1)
    first.textAlignment = .center; first.lineBreakMode = .headTruncation; first.baselineAdjustment = .alignCenters
    first.autoresizingMask = .flexibleLeftMargin; first.adjustsFontSizeToFitWidth = true; first.minimumFontSize = 10
    let second = TextItem(frame: Rect(x: 70, y: 22, width: 100.5, height: 20))
    view.items = [first, second]
    let decoded = try #require(try NibClassCodingTests.roundTrip(view) as? FlatRowView)
    #expect(decoded.items == view.items)
    #expect(decoded.selectedBackgroundColor == view.selectedBackgroundColor)
    #expect(decoded.firstDifference(from: view) == nil)
}

@Test func aFlatRowViewIsArchivedThroughAClassSwapperNamingIt() throws {
    let view = FlatRowView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let coder = NibEncoder()
    coder.overrideClass(of: view, as: "UIView")
    coder.setCustomClass("FlatRowView", of: view)
    try coder.addObject(className: "NSObject") { _ = try coder.reference(to: view) }
    let archive = coder.build()
    #expect(archive.classes.map(\.name).contains("UIClassSwapper"))
    let dump = NIBArchiveDump.text(of: archive)
    #expect(dump.contains("FlatRowView") && dump.contains("UIOriginalClassName"))
}

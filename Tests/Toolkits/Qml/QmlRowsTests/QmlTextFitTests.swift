import Foundation
import QmlRows
import TestFixtures
import Testing

/// `qml-textfit`: Qt Quick's own `fontSizeMode: Text.Fit` in place of the project's rule (docs/qml.md, "Text.Fit").
@Suite(.serialized) struct QmlTextFitTests {
    /// The project's rule, in Qt (Qt Widgets' sizes, `fittedSizesAreQtWidgetsSizes`).
    static let ruleSizes: [Double] = [10, 14, 12, 10, 14, 10, 13, 10, 14, 11, 14, 10, 12, 13, 10, 10, 14, 10, 10, 14]
    /// What Text.Fit lays each label out at, in tag order, to 0.01 pt: it bisects over fractional sizes until the
    /// interval is under 0.01, so where the rule steps down half a point it stops just under the next whole pixel
    /// size (12.49 for the rule's 12), and it shrinks tag 16 (68 px), whose text fits at 10 pt, to 10.49.
    static let textFitSizes: [Double] = [
        10, 14, 12.49, 10, 14, 10.49, 13.49, 10, 14, 11.49, 14, 10, 12.49, 13.49, 10, 10.49, 14, 10.49, 10, 14,
    ]

    /// The pixel size each Text's text is laid out at, from the dump, in tag order.
    static func laidOutPixels(_ dump: String) -> [Int] {
        dump.split(separator: "\n").compactMap { line in
            line.firstMatch(of: /laidOutAt=[^\/]+\/(\d+)px/).map { Int($0.1)! }
        }
    }

    /// The fields that say what size a Text's text is laid out at, and whether the fitted text still elides;
    /// `sizeMode` says which rule fits. Everything else must be the same as the project's row.
    static func withoutSizes(_ dump: String) -> String {
        var text = dump
        for pattern in [#"size=\S+"#, #"used="[^"]*"@\d+px"#, #"laidOutAt=\S+"#, #"truncated=\S+"#, #"sizeMode=\S+"#] {
            text = text.replacingOccurrences(of: pattern, with: "…", options: .regularExpression)
        }
        return text
    }

    @Test func textFitDiffersFromTheRuleOnlyInItsSizes() throws {
        for polished in [false, true] {
            let result = try QtThread.shared.run {
                let toolkit = try startedToolkit()
                let fit = try toolkit.makeRow(construction: "qml-textfit", fit: true, polished: polished)
                let rule = try toolkit.makeRow(construction: "qml-component", fit: true, polished: polished)
                return (fit.dump(), rule.dump(), fit.fontSizes(), rule.fontSizes())
            }
            #expect(Self.withoutSizes(result.0) == Self.withoutSizes(result.1), "polished \(polished)")
            #expect(result.0.contains("sizeMode=fit") && !result.0.contains("sizeMode=fixed"))
            #expect(result.3 == Self.ruleSizes)
            #expect(result.2.map { ($0 * 100).rounded(.down) / 100 } == Self.textFitSizes, "polished \(polished)")
            // Drawn at whole pixels, both rules give every label the same pixel size.
            #expect(Self.laidOutPixels(result.0) == Self.laidOutPixels(result.1))
            #expect(Self.laidOutPixels(result.1) == Self.ruleSizes.map { Int($0) })
        }
    }
}

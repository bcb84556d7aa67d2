import Foundation
import QmlRows
import TestFixtures
import Testing
import Toolkit

/// The sweep's Qt Quick rows (docs/qml.md, "Sweep rows").
@Suite(.serialized) struct QmlSweepTests {
    @Test func everySweepConstructionBuildsTheSameRowAtEverySize() throws {
        let result = try QtThread.shared.run {
            let toolkit = try startedToolkit()
            let dumps = try toolkit.sweepSizes.map { labels in
                try toolkit.sweepConstructions.map {
                    try toolkit.makeSweepRowFactory(construction: $0, labels: labels).makeRow().dump()
                }
            }
            let seed = try toolkit.makeRow(construction: "qml-code", fit: false, polished: false).dump()
            return (toolkit.sweepSizes, dumps, seed)
        }
        #expect(result.0 == [1, 2, 5, 10, 20, 50, 100])
        for (labels, dumps) in zip(result.0, result.1) {
            #expect(dumps[0].split(separator: "\n").count == labels + 4, "\(labels) labels")
            #expect(dumps.allSatisfy { $0 == dumps[0] }, "\(labels) labels")
        }
        // Row20-nofit.xib is Cell2.xib with other ids: its row is the seed's row without fit.
        #expect(result.1[4][0] == result.2)
    }

    @Test func aSizeWithoutARowAndAConstructionWithoutSweepRowsAreOneLine() throws {
        let errors = try QtThread.shared.run { () -> [String] in
            let toolkit = try startedToolkit()
            return [("qml-code", 3), ("qml-tc", 20)].map { construction, labels in
                do {
                    _ = try toolkit.makeSweepFactory(construction: construction, labels: labels)
                    return ""
                } catch {
                    return "\(error)"
                }
            }
        }
        #expect(
            errors == [
                "Qt Quick has no sweep row of 3 labels; it has rows of 1, 2, 5, 10, 20, 50, 100 labels.",
                "qml-tc has no sweep rows; use one of qml-component-file, qml-component, qml-code.",
            ])
    }
}

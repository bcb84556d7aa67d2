import Foundation
@testable import Reports
import Results
import TestFixtures
import Testing

/// The distribution chart's axis: linear while variants are within 20 times of each other (the fixture's
/// 30–300 µs), logarithmic beyond, so fast variants are not squeezed beside a slow one.
@Suite struct ChartScaleTests {
    private func distribution(_ data: RunData) throws -> String {
        let folder = try Fixture.runFolder(data)
        defer { try? FileManager.default.removeItem(at: folder) }
        try ReportGenerator.generate(in: folder)
        return try String(contentsOf: folder.appendingPathComponent(ReportGenerator.distributionChart), encoding: .utf8)
    }

    @Test func narrowSpreadsStayLinear() throws {
        let chart = try distribution(Fixture.data())
        #expect(chart.contains("µs per row (linear)"))
    }

    @Test func wideSpreadsTurnLogarithmic() throws {
        var data = Fixture.data()
        data.samples = data.samples.map { sample in
            var sample = sample
            if sample.variant.hasPrefix("template-uncached") { sample.nanoseconds *= 20 }
            return sample
        }
        let chart = try distribution(data)
        #expect(chart.contains("µs per row (log scale)"))
    }
}

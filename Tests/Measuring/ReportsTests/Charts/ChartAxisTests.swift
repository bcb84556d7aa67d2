@testable import Reports
import Results
import TestFixtures
import Testing

@Suite struct ChartAxisTests {
    @Test func linearTicksAreNice() {
        let scale = AxisScale.linear(covering: [31.2, 298.7], from: 0, to: 100)
        #expect(scale.ticks == [0, 50, 100, 150, 200, 250, 300])
        #expect(scale.ticks.map(scale.label) == ["0", "50", "100", "150", "200", "250", "300"])
        #expect(scale.position(150) == 50)
    }

    @Test func logTicksCoverTheValues() {
        let scale = AxisScale.logarithmic(covering: [0.11, 1.7], from: 0, to: 100)
        #expect(scale.ticks.map(scale.label) == ["0.1", "0.2", "0.5", "1", "2"])
        #expect(scale.position(scale.ticks[0]) == 0)
    }

    @Test func svgIsStandaloneWithInlineAttributesOnly() throws {
        let data = Fixture.data()
        let analysis = try RunAnalysis(data: data, metadata: Fixture.metadata(for: data), path: "run")
        for svg in [
            BoxPlotChart(analysis: analysis).render(), ColdSeriesChart(analysis: analysis).render(),
            RatioChart(analysis: analysis).render(),
        ] {
            #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\""))
            #expect(svg.contains("viewBox=\"0 0 "))
            #expect(!svg.contains("class=") && !svg.contains("<style") && !svg.contains("<script"))
            #expect(!svg.contains("nan") && !svg.contains("inf"))
        }
    }
}

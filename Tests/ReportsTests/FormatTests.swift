import Results
import Testing
@testable import Reports

@Suite struct FormatTests {
    @Test(arguments: [(1.5, 3, "1.500"), (0.0004, 3, "0.000"), (-0.0004, 3, "0.000"), (-2.25, 1, "-2.3"),
                      (41234.5678, 2, "41234.57"), (7, 0, "7"), (0.05, 2, "0.05"), (Double.infinity, 2, ""),
                      (Double.nan, 2, "")])
    func fixedDecimals(_ value: Double, _ places: Int, _ expected: String) {
        #expect(CSVFormat.fixed(value, places) == expected)
    }

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

    @Test func csvQuotesOnlyWhenNeeded() throws {
        let data = try CSVFormat.encode(columns: ["a", "b"], rows: [["x,y", "say \"hi\""], ["1", "2"]])
        #expect(String(decoding: data, as: UTF8.self) == "a,b\n\"x,y\",\"say \"\"hi\"\"\"\n1,2\n")
    }

    @Test func svgIsStandaloneWithInlineAttributesOnly() throws {
        let data = Fixture.data()
        let analysis = try RunAnalysis(data: data, metadata: Fixture.metadata(for: data), path: "run")
        for svg in [BoxPlotChart(analysis: analysis).render(), ColdSeriesChart(analysis: analysis).render(),
                    RatioChart(analysis: analysis).render()] {
            #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\""))
            #expect(svg.contains("viewBox=\"0 0 "))
            #expect(!svg.contains("class=") && !svg.contains("<style") && !svg.contains("<script"))
            #expect(!svg.contains("nan") && !svg.contains("inf"))
        }
    }
}

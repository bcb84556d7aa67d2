import Foundation
import Results
import Statistics
import TestFixtures
import Testing
@testable import Reports

/// `ratios.svg` reads like the side-by-side table: grouped by toolkit, real toolkits first and the model last,
/// every code-against-template pair turned template / code.
@Suite struct RatioChartTests {
    /// The toolkit rows of `ToolkitAnswersTests` (GTK's builder 2.5 times its code, Qt's loader 2 times) and the
    /// model's hand-made run.
    func analysis() throws -> RunAnalysis {
        let (toolkitData, names) = ToolkitAnswersTests.data()
        var data = Fixture.data()
        data.samples += toolkitData.samples
        var metadata = Fixture.metadata(for: data)
        metadata.plan.toolkitGroups = ["gtk", "qt"].map { toolkit in
            ToolkitGroup(
                toolkit: toolkit, variants: names.filter { $0.hasPrefix(toolkit + "-") }, processes: 20,
                warmupRounds: 1, rounds: 3, coldProcesses: 0, countingRows: 1)
        }
        return try RunAnalysis(data: data, metadata: metadata, path: "run")
    }

    @Test func groupsFollowTheReportOrderWithTheModelLast() throws {
        let groups = RatioChart.groups(try analysis())
        #expect(groups.map(\.title) == ["GTK 4", "Qt 6", "UIKit model (this project's): a model of UIKit, not UIKit"])
    }

    @Test func codeAgainstATemplateIsTurnedTemplateOverCode() throws {
        let gtk = try #require(RatioChart.groups(try analysis()).first)
        let perRow = try #require(gtk.lines.first { $0.label == "template per row / code" })
        // GtkBuilder 500 µs a row against code's 200: 2.5, with code's verdict turned to the template's.
        #expect(abs(perRow.ratio - 2.5) < 0.01)
        #expect(perRow.lower < perRow.ratio && perRow.ratio < perRow.upper)
        #expect(perRow.verdict == .slower)
        let laidOut = try #require(gtk.lines.first { $0.label == "template per row / code, laid out" })
        #expect(abs(laidOut.ratio - 510.0 / 210.0) < 0.01)
        #expect(
            gtk.lines.map(\.label) == [
                "template per row / code", "cached template / code", "template per row / code, laid out",
                "cached template / code, laid out", "cached template / template per row",
                "cached template / template per row, laid out", "precomputed template / cached template",
                "precomputed template / cached template, laid out",
            ])
    }

    @Test func theModelsOtherPairsKeepTheirOrientationAndNameTheirFit() throws {
        let model = try #require(RatioChart.groups(try analysis()).last)
        let labels = model.lines.map(\.label)
        #expect(labels.contains("template-cached / code"))
        #expect(labels.contains("template-cached / code, without fit"))
        #expect(labels.contains("code with fit / code without fit"))
        #expect(labels.contains("template-cached / template-uncached"))
        let fitCost = try #require(model.lines.first { $0.label == "code with fit / code without fit" })
        let result = try #require(
            try analysis().comparisons.first { $0.spec.a == "code/fit" && $0.spec.b == "code/nofit" })
        #expect(fitCost.ratio == result.ratio.ratio && fitCost.verdict == result.verdict)
    }

    @Test func theChartDrawsEveryGroupHeadingAndLabel() throws {
        let analysis = try analysis()
        let svg = RatioChart(analysis: analysis).render()
        for group in RatioChart.groups(analysis) {
            #expect(svg.contains(">\(SVGDocument.escape(group.title))<"))
            for line in group.lines { #expect(svg.contains(">\(SVGDocument.escape(line.label))<")) }
        }
        let gtkHeading = try #require(svg.range(of: ">GTK 4<")),
            modelHeading = try #require(svg.range(of: ">UIKit model"))
        #expect(gtkHeading.lowerBound < modelHeading.lowerBound)
    }
}

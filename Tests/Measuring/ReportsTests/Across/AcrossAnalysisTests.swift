import Foundation
import Results
import Testing
@testable import Reports

/// The cells over hosts: each host's value from its runs, the median and range over hosts, and the directions.
@Suite struct AcrossAnalysisTests {
    /// Code/template 0.5 is template/code 2; a host of three runs takes the median of its runs' figures and the span
    /// of their intervals.
    @Test func aHostOfSeveralRunsTakesTheirMedianAndTheSpanOfTheirIntervals() throws {
        let analysis = AcrossFixture.analysis([("a", "amd-1", [0.5, 0.4, 0.625]), ("b", "amd-1", [0.4])])
        let cell = try #require(analysis.cells.first)
        #expect(analysis.cells.count == 1 && cell.lineup.toolkit == "gtk" && !cell.laidOut)
        #expect(cell.figureName == "template per row / code" && cell.stage == "built")
        let a = cell.hosts[0], b = cell.hosts[1]
        #expect(a.runs == 3 && abs(a.value - 2.0) < 1e-12)
        // The intervals of 0.4 and 0.625 at ±2%, inverted: 1/(0.4·1.02) to 1/(0.625·0.98).
        #expect(abs(a.lower - 1 / (0.625 * 1.02)) < 1e-12 && abs(a.upper - 1 / (0.4 * 0.98)) < 1e-12)
        #expect(b.runs == 1 && abs(b.value - 2.5) < 1e-12)
        #expect(abs(cell.median - 2.25) < 1e-12 && abs(cell.minimum - 2.0) < 1e-12 && abs(cell.maximum - 2.5) < 1e-12)
        #expect(abs(cell.spread - 1.25) < 1e-12)
        #expect(abs((cell.interval?.geometricMean ?? 0) - 5.0.squareRoot()) < 1e-12)
        #expect(cell.classCount == 1 && analysis.classCount == 1)
    }

    /// With classes as the level a class counts once: its value is the median of its hosts' (2 and 2.5 give 2.25),
    /// its interval the span of theirs and its runs theirs together, and the interval over machines is over classes.
    @Test func classesAsTheLevelCountEachClassOnce() throws {
        let hosts: [(host: String, classID: String, ratios: [Double])] = [
            ("a", "c1", [0.5]), ("b", "c1", [0.4]), ("c", "c2", [0.25]),
        ]
        let byHost = try #require(AcrossFixture.analysis(hosts).cells.first)
        #expect(byHost.hosts.count == 3)
        let analysis = AcrossAnalysis(runs: AcrossFixture.analysis(hosts).hosts.flatMap(\.runs), level: .class)
        let cell = try #require(analysis.cells.first)
        #expect(cell.hosts.map(\.host) == ["c1", "c2"])
        #expect(abs(cell.hosts[0].value - 2.25) < 1e-12 && cell.hosts[0].runs == 2)
        #expect(
            abs(cell.hosts[0].lower - 1 / (0.5 * 1.02)) < 1e-12 && abs(cell.hosts[0].upper - 1 / (0.4 * 0.98)) < 1e-12)
        #expect(abs(cell.median - 3.125) < 1e-12)
        #expect(cell.interval?.machines == 2)
        #expect(analysis.machinesText == "2 classes of 3 machines")
        #expect(AcrossMarkdown.render(analysis).contains("Classes are the level here"))
    }

    /// A host whose own interval contains 1 is level; the others count for the side their interval lies on.
    @Test func directionsCountHostsByTheirOwnIntervals() throws {
        // Template/code 2 (code faster), 0.5 (template faster), and 1/0.995 whose ±2% interval holds 1.
        let analysis = AcrossFixture.analysis([
            ("a", "c1", [0.5]), ("b", "c1", [2.0]), ("c", "c2", [0.995]),
            ("d", "c2", [0.4]),
        ])
        let cell = try #require(analysis.cells.first)
        #expect(cell.hosts.map(\.direction) == [.above, .below, .level, .above])
        #expect(cell.directions == DirectionCount(above: 2, below: 1, level: 1))
        #expect(
            cell.directions.text(numerator: "template per row", denominator: "code")
                == "code faster on 2 of 4, template per row faster on 1 of 4, level on 1 of 4")
        #expect(
            DirectionCount(above: 4).text(numerator: "template per row", denominator: "code")
                == "code faster on 4 of 4")
        #expect(cell.sides.numerator == "template per row" && cell.sides.denominator == "code")
    }

    /// A cell only some hosts have counts only them; the movers need two hosts in a cell.
    @Test func aCellOfSomeHostsCountsThem() throws {
        func metadata(_ host: String, _ classID: String) -> RunMetadata {
            AcrossFixture.metadata(machine: AcrossFixture.machine(host: host, classID: classID))
        }
        let runs = [
            AcrossRun(
                folder: "a/1", metadata: metadata("a", "x"),
                comparisons: [
                    AcrossFixture.row(AcrossFixture.perRow, ratio: 0.5),
                    AcrossFixture.row(AcrossFixture.cached, ratio: 0.8),
                ]),
            AcrossRun(
                folder: "b/1", metadata: metadata("b", "y"),
                comparisons: [AcrossFixture.row(AcrossFixture.perRow, ratio: 0.4)]),
        ]
        let analysis = AcrossAnalysis(runs: runs)
        #expect(analysis.cells.map(\.figureName) == ["template per row / code", "cached template / code"])
        #expect(analysis.cells.map(\.hosts.count) == [2, 1])
        #expect(analysis.cells[1].interval == nil)
        #expect(analysis.movers().map(\.figureName) == ["template per row / code"])
        #expect(analysis.machinesText == "2 machines of 2 classes")
    }

    /// The table `across` reads from comparisons.csv is the one the report makes from the analysis.
    @Test func theTableFromTheFileIsTheReportsTable() throws {
        let rows = [
            AcrossFixture.row(AcrossFixture.perRow, ratio: 0.4, halfWidth: 0.05),
            ComparisonRow(
                spec: ComparisonSpec(
                    .precomputing, "gtk-template-precomputed/fit",
                    "gtk-template/fit"), ratio: 0.45, lower: 0.44, upper: 0.46),
        ]
        let line = try #require(ToolkitAnswers(comparisons: rows).lines.first)
        let figure = try #require(line.figure(LineupComparison.templatePerRowOverCode))
        #expect(figure == ToolkitAnswers.Figure(ratio: 1 / 0.4, lower: 1 / (0.4 * 1.05), upper: 1 / (0.4 * 0.95)))
        #expect(
            line.figure(LineupComparison.precomputedOverCached)
                == ToolkitAnswers.Figure(ratio: 0.45, lower: 0.44, upper: 0.46))
    }
}

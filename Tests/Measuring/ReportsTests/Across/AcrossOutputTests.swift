import Foundation
import Results
import TestFixtures
import Testing
@testable import Reports

/// What `across` prints and writes: the Markdown's sections in order, across.csv's columns, the exports' shape and
/// the chart's dots.
@Suite struct AcrossOutputTests {
    let two = AcrossFixture.analysis([("host-a", "amd-1", [0.5, 0.4, 0.625]), ("host-b", "intel-2", [0.4])])
    let one = AcrossFixture.analysis([("host-a", "amd-1", [0.5])])

    @Test func theMarkdownGivesTheAnswerThenTheDetailThenTheMoversAndMachines() {
        let text = AcrossReport.markdown(two)
        let headings = text.split(separator: "\n").filter { $0.hasPrefix("#") }
        #expect(
            headings == [
                "# The answer over machines", "## Each cell over the machines", "### GTK 4, built",
                "## Which ratios move most between machines", "## The machines",
            ])
        #expect(text.contains("Over 2 machines of 2 classes (4 runs)."))
        #expect(text.contains("| GTK 4 | built | 2.25 (2.00–2.50) | — |"))
        // The cell's detail: hosts, the interval over machines (√5 = 2.236, 0.542–9.229 for 2 and 2.5), directions.
        #expect(
            text.contains(
                "| template per row / code | 2 of 2 | 2.250 (2.000–2.500) | 2.236 (0.542–9.229) | "
                    + "code faster on 2 of 2 | host-a 2.000 (span of 3 runs 1.569–2.551); "
                    + "host-b 2.500 (2.451–2.551) |"))
        #expect(text.contains("| GTK 4, built: template per row / code | 1.250 | 2.000 (host-a) | 2.500 (host-b) |"))
        #expect(
            text.contains(
                "| host-b | intel-2 | run0 | AMD EPYC 7B13 | 2 | AuthenticAMD | 25, 1, 1 | 512K | 32768K "
                    + "| 7.8 | 100.0 |"))
        #expect(text.hasSuffix(" |\n"))
    }

    @Test func oneMachineSaysItHasNoIntervalAndNothingToCompare() {
        let text = AcrossReport.markdown(one)
        #expect(text.contains("Over 1 machine of 1 class (1 run)."))
        #expect(
            text.contains(
                "| 1 of 1 | 2.000 (2.000–2.000) | one machine: no interval over machines "
                    + "| code faster on 1 of 1 |"))
        #expect(text.contains("One machine: nothing to compare between machines."))
    }

    @Test func theCSVHasARecordPerCellAndHostWithTheCellsSummary() throws {
        let text = String(decoding: try AcrossCSV.encode(two), as: UTF8.self)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(
            lines[0] == "toolkit,stage,figure,host,class,runs,value,host_low,host_high,host_interval,"
                + "host_direction,"
                + "hosts,classes,median,min,max,max_over_min,geometric_mean,machines_ci_low,machines_ci_high,"
                + "machines_ci_level,above_1,below_1,level")
        #expect(lines.count == 3)
        #expect(
            lines[1] == "gtk,built,template per row / code,host-a,amd-1,3,2.000000,1.568627,2.551020,"
                + "span-of-runs,above-1,2,2,2.250000,2.000000,2.500000,1.250000,2.236068,0.541759,9.229204,0.95,2,0,0")
        #expect(
            lines[2].hasPrefix(
                "gtk,built,template per row / code,host-b,intel-2,1,2.500000,2.450980,2.551020,"
                    + "run,"))
        let single = String(decoding: try AcrossCSV.encode(one), as: UTF8.self).split(separator: "\n")
        // One machine: no geometric mean interval, so those fields are empty.
        #expect(single[1].hasSuffix(",1,1,2.000000,2.000000,2.000000,1.000000,,,,,1,0,0"))
    }

    @Test func theBMFExportHasTheCellsWithTheIntervalOverMachines() throws {
        let data = try AcrossReport.export(two, as: .bmf)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: [String: [String: Double]]])
        let measure = try #require(object["gtk: template per row / code, built"]?["ratio"])
        #expect(object.count == 1 && Set(measure.keys) == ["value", "lower_value", "upper_value"])
        #expect(measure["value"] == 2.25 && abs((measure["lower_value"] ?? 0) - 0.541759) < 1e-6)
        let alone =
            try JSONSerialization.jsonObject(with: try AcrossReport.export(one, as: .bmf))
            as? [String: [String: [String: Double]]]
        #expect(alone?["gtk: template per row / code, built"]?["ratio"] == ["value": 2.0])
        let github =
            try JSONSerialization.jsonObject(with: try AcrossReport.export(two, as: .githubActionBenchmark))
            as? [[String: Any]]
        #expect(github?.first?["name"] as? String == "gtk: template per row / code, built ratio")
    }

    /// One dot per host of each headline cell, a line at 1 on a log axis.
    @Test func theChartHasADotPerMachine() {
        let svg = AcrossChart.render(two)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.components(separatedBy: "<circle").count - 1 == 2 + AcrossChart.figures.count)
        #expect(svg.contains("stroke-dasharray=\"4 3\"") && svg.contains("(log scale)"))
        #expect(AcrossChart.render(AcrossAnalysis(runs: [])).contains("No machine has"))
    }

    @Test func theOutputFolderIsWrittenWhole() throws {
        let root = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("answer")
        #expect(AcrossReport.isFreeForOutput(folder.path))
        try AcrossReport.write(two, to: folder)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == ["across.csv", "across.md", "across.svg"])
        #expect(!AcrossReport.isFreeForOutput(folder.path))
        let written = try String(contentsOf: folder.appendingPathComponent("across.md"), encoding: .utf8)
        #expect(written == AcrossReport.markdown(two))
    }
}

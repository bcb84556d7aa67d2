import Foundation
import Results
import Statistics
import TestFixtures
import Testing
@testable import Reports

/// The seed's question put to every toolkit: a run whose toolkit rows cost known multiples of their code
/// row gives exactly those multiples in the side-by-side table, template over code, with intervals around them.
@Suite struct ToolkitAnswersTests {
    /// µs per row: GTK's builder 2.5 times its code, its class template 1.6 times, the precomputed template
    /// 0.9 of the class template; Qt's loader 2 times its code, uic 0.98; laid out, everything 10 µs more.
    static let perRow: [String: Double] = [
        "gtk-code": 200, "gtk-builder": 500, "gtk-template": 320, "gtk-template-precomputed": 288,
        "qt-code": 100, "qt-uiloader": 200, "qt-uic": 98,
    ]

    /// µs per row without fit: GTK's code measures no text, and costs 0.6 of its row with fit.
    static let perRowWithoutFit: [String: Double] = ["gtk-code": 120]

    static func data(withoutFit: Bool = false) -> (RunData, [String]) {
        var data = RunData()
        var names = [String]()
        let rows =
            perRow.map { ($0.key, "fit", $0.value) }
            + (withoutFit ? perRowWithoutFit.map { ($0.key, "nofit", $0.value) } : [])
        for (construction, fit, micro) in rows.sorted(by: { ($0.0, $0.1) < ($1.0, $1.1) }) {
            for laidOut in [false, true] {
                let name = "\(construction)\(laidOut ? "+layout" : "")/\(fit)"
                names.append(name)
                let base = (micro + (laidOut ? 10 : 0)) * 1_000
                for process in 1...20 {
                    let layout = 1 + 0.02 * Fixture.jitter(process, 1, 0)  // shared by the process's variants
                    for round in 1...3 {
                        let noise = 1 + 0.001 * Fixture.jitter(process, names.count, round)
                        data.samples.append(
                            Sample(
                                process: process, round: round, position: 1, variant: name, batchSize: 1,
                                nanoseconds: UInt64((base * layout * noise).rounded()), allocatedBytes: 100))
                    }
                }
            }
        }
        data.steadyProcessesRun = 20
        return (data, names)
    }

    func analysis(withoutFit: Bool = false) throws -> RunAnalysis {
        let (data, names) = Self.data(withoutFit: withoutFit)
        var metadata = Fixture.metadata(for: data)
        metadata.plan.variants = []
        metadata.plan.toolkitGroups = [
            ToolkitGroup(
                toolkit: "gtk", variants: names.filter { $0.hasPrefix("gtk") }, processes: 20,
                warmupRounds: 1, rounds: 3, coldProcesses: 0, countingRows: 1)
        ]
        return try RunAnalysis(data: data, metadata: metadata, path: "run")
    }

    /// A default run spends a toolkit's rounds only on variants its report compares: a variant that no comparison
    /// uses (GNUstep's `NSNib` made per row took a third of a GNUstep round) belongs outside the default run.
    @Test func everyDefaultToolkitVariantIsCompared() {
        let names = Variant.defaultToolkitRun.map(\.name)
        let compared = Set(ComparisonCatalog.specs(for: names).flatMap { [$0.a, $0.b] })
        #expect(names.filter { !compared.contains($0) } == [])
    }

    @Test func everyToolkitGetsItsRatiosTemplateOverCode() throws {
        let answers = ToolkitAnswers(try analysis())
        #expect(answers.hasRealToolkit)
        // GTK built, GTK laid out, Qt built, Qt laid out; the model was not run.
        #expect(
            answers.lines.map { "\($0.lineup.toolkit) \($0.laidOut)" } == [
                "gtk false", "gtk true", "qt false", "qt true",
            ])
        let gtk = answers.lines[0], gtkLaidOut = answers.lines[1], qt = answers.lines[2]
        func near(_ figure: ToolkitAnswers.Figure?, _ expected: Double) -> Bool {
            guard let figure else { return false }
            return abs(figure.ratio - expected) < 0.003 && figure.lower <= figure.ratio && figure.ratio <= figure.upper
                && figure.upper - figure.lower < 0.02
        }
        #expect(near(gtk.figure(LineupComparison.templatePerRowOverCode), 2.5))
        #expect(near(gtk.figure(LineupComparison.cachedOverCode), 1.6))
        #expect(near(gtk.figure(LineupComparison.precomputedOverCached), 0.9))
        #expect(gtk.figure(LineupComparison.generatedOverCode) == nil)
        #expect(near(gtkLaidOut.figure(LineupComparison.templatePerRowOverCode), 510.0 / 210))
        #expect(near(qt.figure(LineupComparison.templatePerRowOverCode), 2.0))
        #expect(near(qt.figure(LineupComparison.generatedOverCode), 0.98))
        #expect(
            qt.figure(LineupComparison.cachedOverCode) == nil
                && qt.figure(LineupComparison.precomputedOverCached) == nil)
    }

    /// The precomputed template measures no text per row, so beside precomputed / cached the table sets it against code
    /// that measures none either: GTK's 288 µs against code's 120 without fit, 2.4, where against code with fit it
    /// would read 1.44.
    @Test func thePrecomputedTemplateMeetsCodeWithoutFit() throws {
        let answers = ToolkitAnswers(try analysis(withoutFit: true))
        let gtk = try #require(answers.lines.first), gtkLaidOut = answers.lines[1]
        #expect(gtk.lineup.toolkit == "gtk" && !gtk.laidOut)
        let figure = try #require(gtk.figure(LineupComparison.precomputedOverCodeWithoutFit))
        #expect(abs(figure.ratio - 288.0 / 120) < 0.01 && figure.lower < figure.ratio && figure.ratio < figure.upper)
        #expect(
            abs((gtkLaidOut.figure(LineupComparison.precomputedOverCodeWithoutFit)?.ratio ?? 0) - 298.0 / 130) < 0.01)
        #expect(
            answers.lines.first { $0.lineup.toolkit == "qt" }?.figure(LineupComparison.precomputedOverCodeWithoutFit)
                == nil)
        #expect(answers.sentences[0].contains("precomputed / code without fit 2.40 ("), "\(answers.sentences[0])")
        let report = MarkdownReport(analysis: try analysis(withoutFit: true)).render()
        #expect(report.contains("| precomputed / cached | precomputed / code without fit |"))
        // Without code's rows without fit the figure is missing ("—" in the table).
        #expect(ToolkitAnswers(try analysis()).lines[0].figure(LineupComparison.precomputedOverCodeWithoutFit) == nil)
    }

    /// A real toolkit with a precomputed template times code without fit in its default run, for the pair above.
    @Test func theDefaultRunTimesCodeWithoutFitBesideAPrecomputedTemplate() {
        for declaration in ToolkitDeclaration.all where !declaration.lineup.isModel {
            let nofit = declaration.defaultVariants.filter { $0.fit == .nofit }.map(\.name)
            let code = declaration.lineup.code.rawValue
            #expect(
                nofit
                    == (declaration.lineup.precomputedTemplate == nil
                        ? [] : ["\(code)/nofit", "\(code)+layout/nofit"]),
                "\(declaration.name)")
        }
    }

    @Test func theReportPutsTheQuestionToEveryToolkitFirst() throws {
        let report = MarkdownReport(analysis: try analysis()).render()
        let section = try #require(report.range(of: "## The seed's question on every toolkit"))
        let medians = try #require(report.range(of: "## Medians"))
        #expect(section.lowerBound < medians.lowerBound)
        #expect(report.contains("| GTK 4 | built | 2.50 ("))
        #expect(report.contains("| Qt 6 | built and laid out | 1.91 ("))  // 210 / 110
        #expect(report.contains("mgenware"))
        let printed = ReportGenerator.headlines(try analysis())
        #expect(printed.first?.hasPrefix("GTK 4, built: template per row / code 2.50") == true, "\(printed)")
    }

    @Test func aRunOfTheModelAloneHasNoToolkitSection() throws {
        let data = Fixture.data()
        let report = MarkdownReport(
            analysis: try RunAnalysis(data: data, metadata: Fixture.metadata(for: data), path: "run")
        ).render()
        #expect(!report.contains("every toolkit"))
    }
}

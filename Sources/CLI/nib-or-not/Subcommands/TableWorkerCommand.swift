import ArgumentParser
import Builders
import Foundation
import Harness
import RealToolkits
import Results
import Statistics
import Templates
import Toolkit
import Typesetting

/// `nib-or-not table-worker PLAN`: one worker process of `table`. Started by `table`, not by people.
struct TableWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "table-worker", abstract: "Run one worker process of 'table'.", shouldDisplay: false)

    @Argument(help: "The worker's plan, as JSON.")
    var plan: String

    func run() throws {
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        let plan = try JSONDecoder().decode(TablePlan.self, from: Data(self.plan.utf8))
        let templates = URL(fileURLWithPath: plan.templatesDirectory)
        let clock = SystemClock()
        // A toolkit's constructions run only the scenarios its table runs ("without reuse" is a construction in GTK's).
        var jobs = plan.sources.flatMap { source in plan.scenarios.map { (source, $0) } }.filter { source, scenario in
            ToolkitDeclaration.offeringTable(construction: source)?.table?.runs(scenario) ?? true
        }
        var generator = SplitMix64(seed: plan.seed &+ UInt64(plan.process) &* 0x9E37_79B9_7F4A_7C15)
        jobs.shuffle(using: &generator)
        var output = ""
        let listViews = try TableWorkerToolkits(plan: plan, templates: templates)
        for renderer in listViews.renderers {
            output += TableRenderer(process: plan.process, name: renderer).line + "\n"
        }
        var model: (measurer: TextMeasuring, cache: TemplateCache)?
        var warmed: Set<String> = []
        for (sourceName, scenarioName) in jobs {
            guard let kind = TableScenarioKind(rawValue: scenarioName) else {
                throw ValidationError("unknown scenario '\(scenarioName)'")
            }
            // Written at once (the frames wait for the end), so that `table` can say what a long worker is doing.
            FileHandle.standardOutput.write(
                Data(
                    (TableJobStart(process: plan.process, source: sourceName, scenario: scenarioName).line + "\n").utf8)
            )
            // The job's scenario, made and warmed once; `runAt` runs it at a multiple of the plan's lengths.
            let runAt: (Int) throws -> (frames: [UInt64], updates: UpdateOutcome?, rows: ListViewScenario.Rows?)
            if let scenario = listViews.scenario(construction: sourceName, fit: plan.fit, measure: { clock.now() }) {
                // Warm the construction's path (classes, faces, the toolkit's caches) once per process, before timing
                // it.
                if warmed.insert(sourceName).inserted { _ = try scenario.firstScreen() }
                runAt = { multiple in
                    var scenario = scenario
                    scenario.firstScreenRepeats = scenario.table.firstScreens(for: plan.firstScreens * multiple)
                    let run = try scenario.run(
                        kind, throttleInterval: plan.throttleNanoseconds,
                        updateDuration: plan.updateNanoseconds * UInt64(multiple),
                        scrollRows: plan.scrollRows * multiple)
                    return (run.frames, run.updates, run.rows)
                }
            } else {
                guard let source = TableCellSource(rawValue: sourceName) else {
                    throw ValidationError("unknown construction '\(sourceName)'")
                }
                if model == nil {
                    model = (try FreeTypeMeasurer(substitutionsAt: nil), TemplateCache(directory: templates))
                }
                let scenario = try TableScenario(
                    source: source, fit: plan.fit, templatesDirectory: templates, cache: model!.cache,
                    measurer: model!.measurer, measure: { clock.now() })
                _ = try scenario.firstScreen()  // warm the construction's path (faces, caches) before timing
                runAt = { multiple in
                    let run = try kind.run(
                        scenario, throttleInterval: plan.throttleNanoseconds,
                        updateDuration: plan.updateNanoseconds * UInt64(multiple),
                        scrollRows: plan.scrollRows * multiple,
                        firstScreens: plan.firstScreens * multiple)
                    return (run.frames, run.updates, nil)
                }
            }
            // A calibration worker runs each job at several multiples of the lengths and reports only their times.
            for multiple in plan.lengthMultiples ?? [1] {
                let started = clock.now()
                let (frames, updates, rows) = try runAt(multiple)
                if plan.lengthMultiples != nil {
                    output +=
                        TableJobTime(
                            process: plan.process, source: sourceName, scenario: scenarioName, multiple: multiple,
                            nanoseconds: clock.now() &- started
                        ).line + "\n"
                    continue
                }
                if let rows {
                    output +=
                        TableRowCounts(
                            process: plan.process, source: sourceName, scenario: scenarioName,
                            created: rows.created, bound: rows.bound
                        ).line + "\n"
                }
                for (index, ns) in frames.enumerated() {
                    output +=
                        TableFrame(
                            process: plan.process, source: sourceName, scenario: scenarioName, index: index + 1,
                            nanoseconds: ns
                        ).line + "\n"
                }
                if let updates {
                    output +=
                        TableWork(
                            process: plan.process, source: sourceName, scenario: scenarioName,
                            changes: updates.changeTimes.count, reloads: updates.reloads,
                            cellsConfigured: updates.cellsConfigured
                        ).line + "\n"
                }
            }
        }
        FileHandle.standardOutput.write(Data(output.utf8))
    }
}

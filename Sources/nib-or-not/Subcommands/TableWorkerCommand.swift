import ArgumentParser
import Builders
import Foundation
import Harness
import Results
import Statistics
import Templates

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
        let measurer = try FontOptions.measurer(substitutionsAt: nil)
        let cache = TemplateCache(directory: templates)
        let clock = SystemClock()
        var jobs = plan.sources.flatMap { source in plan.scenarios.map { (source, $0) } }
        var generator = SplitMix64(seed: plan.seed &+ UInt64(plan.process) &* 0x9E37_79B9_7F4A_7C15)
        jobs.shuffle(using: &generator)
        var output = ""
        for (sourceName, scenarioName) in jobs {
            guard let source = TableCellSource(rawValue: sourceName), let kind = TableScenarioKind(rawValue: scenarioName) else {
                throw ValidationError("unknown construction '\(sourceName)' or scenario '\(scenarioName)'")
            }
            let scenario = try TableScenario(source: source, fit: plan.fit, templatesDirectory: templates, cache: cache,
                                         measurer: measurer, measure: { clock.now() })
            _ = try scenario.firstScreen()  // warm the construction's path (faces, caches) before timing
            let (frames, updates) = try kind.run(scenario, throttleInterval: plan.throttleNanoseconds)
            for (index, ns) in frames.enumerated() {
                output += TableFrame(process: plan.process, source: sourceName, scenario: scenarioName, index: index + 1,
                                     nanoseconds: ns).line + "\n"
            }
            if let updates {
                output += TableWork(process: plan.process, source: sourceName, scenario: scenarioName,
                                    changes: updates.changeTimes.count, reloads: updates.reloads,
                                    cellsConfigured: updates.cellsConfigured).line + "\n"
            }
        }
        FileHandle.standardOutput.write(Data(output.utf8))
    }
}

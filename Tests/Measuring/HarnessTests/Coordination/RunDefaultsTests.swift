import Harness
import Testing

/// The sizes a run takes when no option sets them.
@Suite struct RunDefaultsTests {
    /// Beside real toolkits the model gets half its workers, whose time goes to the toolkits' rounds; alone it
    /// keeps all of them. A quick run is small either way.
    @Test func theModelHasFewerWorkersBesideTheToolkits() {
        #expect(RunDefaults.full.modelProcesses(withToolkits: true) == 40)
        #expect(RunDefaults.full.modelProcesses(withToolkits: false) == 80)
        #expect(
            RunDefaults.quick.modelProcesses(withToolkits: true)
                == RunDefaults.quick.modelProcesses(withToolkits: false))
        // Both stay above the fewest calibration leaves the model, two per block of its intervals.
        #expect(RunDefaults.full.modelProcesses(withToolkits: true) > RunCalibrator.minimumModelProcesses)
    }

    /// The counting pass runs in a few workers of each group, never in none.
    @Test func aFewWorkersOfEachGroupCount() {
        #expect((1...5).contains(RunDefaults.full.countingProcesses))
        #expect((1...RunDefaults.quick.toolkitProcesses).contains(RunDefaults.quick.countingProcesses))
    }

    /// Neither a full run nor a quick one gives a real toolkit's variants a cold series unless `--cold-processes`
    /// asks for one, and then the number asked: a toolkit's cold processes made a quick run of seven groups take
    /// 36 to 40 s, 84 of its processes cold ones; the model's cold series keeps the report's section.
    @Test func aToolkitsColdSeriesRunsWhenAskedFor() {
        #expect(RunDefaults.full.toolkitColdProcesses(explicit: nil) == 0)
        #expect(RunDefaults.full.coldProcesses > 0)
        #expect(RunDefaults.full.toolkitColdProcesses(explicit: 2) == 2)
        #expect(RunDefaults.quick.toolkitColdProcesses(explicit: nil) == 0)
        #expect(RunDefaults.quick.coldProcesses > 0)
        #expect(RunDefaults.quick.toolkitColdProcesses(explicit: 1) == 1)
    }
}

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

    /// A full run gives a real toolkit's variants no cold series unless `--cold-processes` asks for one, and then
    /// the number asked; a quick run checks every part, the toolkits' cold series too.
    @Test func aToolkitsColdSeriesRunsWhenAskedFor() {
        #expect(RunDefaults.full.toolkitColdProcesses(explicit: nil) == 0)
        #expect(RunDefaults.full.coldProcesses > 0)
        #expect(RunDefaults.full.toolkitColdProcesses(explicit: 2) == 2)
        #expect(RunDefaults.quick.toolkitColdProcesses(explicit: nil) == 1)
        #expect(RunDefaults.quick.toolkitColdProcesses(explicit: 0) == 0)
    }
}

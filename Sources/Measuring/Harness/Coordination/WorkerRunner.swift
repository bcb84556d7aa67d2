import Results

/// Something that runs one worker to its end and records its output into a `RunData`.
///
/// `RunCoordinator` does it through a `WorkerLauncher`; a test gives a fake that fills in samples directly,
/// so that the order and pairing of an interleaved run can be checked without processes or timings.
public protocol WorkerRunner {
    func runWorker(_ worker: WorkerPlan, into data: inout RunData, onEvent: (RunCoordinator.Event) -> Void) throws
}

/// Something that runs one worker process to its end and records its output into a `RunData`.
///
/// `RunCoordinator` launches a real executable; a test gives a fake that fills in samples directly, so that
/// the order and pairing of an interleaved run can be checked without processes or timings.
public protocol WorkerLauncher {
    func runWorker(_ worker: WorkerPlan, into data: inout RunData, onEvent: (RunCoordinator.Event) -> Void) throws
}

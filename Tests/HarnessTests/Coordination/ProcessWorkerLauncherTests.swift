import Glibc
import Harness
import Testing

/// An interrupt stops the worker running then and any launched after it (a worker starting just as Ctrl-C
/// comes must not run on): `sleep 30` as the worker, launched after the stop, is killed at once.
@Test func aWorkerLaunchedAfterTheStopIsKilled() throws {
    let launcher = ProcessWorkerLauncher(command: ["/bin/sleep"])
    launcher.stopWorkers()
    let worker = try launcher.launch(arguments: ["30"], toolkits: [])
    let exit = worker.waitForExit()
    #expect(exit.signalled && exit.status == SIGKILL, "\(exit)")
}

/// Stopped while it runs: the worker running now is killed.
@Test func theRunningWorkerIsKilledWhenStopped() throws {
    let launcher = ProcessWorkerLauncher(command: ["/bin/sleep"])
    let worker = try launcher.launch(arguments: ["30"], toolkits: [])
    launcher.stopWorkers()
    let exit = worker.waitForExit()
    #expect(exit.signalled && exit.status == SIGKILL, "\(exit)")
}

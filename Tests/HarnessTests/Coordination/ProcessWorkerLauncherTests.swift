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

/// Two workers running at once (a lockstep pair): a stop kills both.
@Test func everyRunningWorkerIsKilledWhenStopped() throws {
    let launcher = ProcessWorkerLauncher(command: ["/bin/sleep"])
    let workers = try [launcher.launch(arguments: ["30"], toolkits: []), launcher.launch(arguments: ["30"], toolkits: [])]
    launcher.stopWorkers()
    for worker in workers {
        let exit = worker.waitForExit()
        #expect(exit.signalled && exit.status == SIGKILL, "\(exit)")
    }
}

/// A line sent to a worker reaches its standard input (a turn in lockstep): `head -n 1` prints it back. A line sent
/// to a worker that has exited fails quietly instead of ending the coordinator on SIGPIPE.
@Test func aLineSentReachesTheWorkersInput() throws {
    let launcher = ProcessWorkerLauncher(command: ["/usr/bin/head"])
    let worker = try launcher.launch(arguments: ["-n", "1"], toolkits: [])
    worker.send("go")
    #expect(worker.nextLine() == "go")
    #expect(worker.nextLine() == nil)
    #expect(worker.waitForExit().succeeded)
    worker.send("too late")
}

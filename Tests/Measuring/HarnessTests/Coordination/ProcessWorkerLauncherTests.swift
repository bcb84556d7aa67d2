import Foundation
import Glibc
import Harness
import Testing
import TestSupport

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
    let workers = try [
        launcher.launch(arguments: ["30"], toolkits: []), launcher.launch(arguments: ["30"], toolkits: []),
    ]
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

/// With a CPU, every worker runs on that CPU alone (`ab --cpu`); without one, wherever this process may. The
/// worker is a shell that waits for a line and then prints the CPUs the kernel lets it use: it waits first, so what
/// it reports is the affinity it has once `launch` has returned, as a worker's first timed batch would.
@Test func aWorkerLaunchedWithACPURunsOnThatCPUAlone() throws {
    let allowed = try CPUAffinity.allowedCPUs()
    let cpu = try #require(allowed.last)
    #expect(try cpusReported(by: ProcessWorkerLauncher(command: reportingCPUs, cpu: cpu)) == [cpu])
    #expect(try cpusReported(by: ProcessWorkerLauncher(command: reportingCPUs)) == allowed)
}

private let reportingCPUs = ["/bin/sh", "-c", "read line; grep Cpus_allowed_list: /proc/self/status"]

/// The CPUs a worker of `launcher` running `reportingCPUs` says it may use.
private func cpusReported(by launcher: ProcessWorkerLauncher) throws -> [Int]? {
    let worker = try launcher.launch(arguments: ["worker"], toolkits: [])
    worker.send("go")
    let line = worker.nextLine()
    #expect(worker.waitForExit().succeeded)
    return line?.split(separator: "\t").last.map { KernelCPUList.expand(String($0)) }
}

/// The CPUs read are those the kernel reports for this process, and a CPU that does not exist cannot be pinned to.
@Test func theAllowedCPUsAreTheKernelsAndAMissingCPUIsRefused() throws {
    let allowed = try CPUAffinity.allowedCPUs()
    #expect(!allowed.isEmpty)
    #expect(try KernelCPUList.ofThisProcess().map(KernelCPUList.expand) == allowed)
    #expect(throws: HarnessError.cannotPin(cpu: 5_000, reason: "no such CPU")) {
        try CPUAffinity.pin(getpid(), to: 5_000)
    }
}

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

/// A worker launched aside sets up on the spare CPU, children too, and `settle()` moves it and every process it
/// started to the workers' CPU. The worker is a shell that prints its CPUs, starts a child (`sleep`) and prints its
/// pid, then waits for a line and prints its CPUs again; the child's are read from /proc by the test.
@Test func aWorkerLaunchedAsideSettlesOnTheWorkersCPUWithItsChildren() throws {
    let allowed = try CPUAffinity.allowedCPUs()
    guard allowed.count >= 2, let cpu = allowed.last, let spare = allowed.first else {
        print("skipped: setting up aside needs two CPUs, this process may use \(allowed)")
        return
    }
    let script = """
        grep Cpus_allowed_list: /proc/self/status; sleep 30 & echo $!; read line
        grep Cpus_allowed_list: /proc/self/status; kill $!
        """
    let launcher = ProcessWorkerLauncher(
        command: ["/bin/sh", "-c", script], cpu: cpu, setUpCPU: spare, spareCPUIsFree: { true })
    let worker = try #require(try launcher.launchAside(arguments: [], toolkits: []))
    func cpus(_ line: String?) -> [Int]? { line?.split(separator: "\t").last.map { KernelCPUList.expand(String($0)) } }
    func childCPUs(_ pid: String) throws -> [Int]? {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        return cpus(status.split(separator: "\n").first { $0.hasPrefix("Cpus_allowed_list:") }.map(String.init))
    }
    #expect(cpus(worker.nextLine()) == [spare])
    let child = try #require(worker.nextLine())
    #expect(try childCPUs(child) == [spare])
    try worker.settle()
    #expect(try childCPUs(child) == [cpu])
    worker.send("go")
    #expect(cpus(worker.nextLine()) == [cpu])
    #expect(worker.waitForExit().succeeded)
    // A launcher without a spare CPU, or without a CPU for its workers, starts none aside.
    // Nor one whose CPUs are busy with other work.
    for launcher in [
        ProcessWorkerLauncher(command: ["/bin/true"], cpu: cpu, spareCPUIsFree: { true }),
        ProcessWorkerLauncher(command: ["/bin/true"], setUpCPU: spare, spareCPUIsFree: { true }),
        ProcessWorkerLauncher(command: ["/bin/true"], cpu: cpu, setUpCPU: spare, spareCPUIsFree: { false }),
    ] {
        #expect(try launcher.launchAside(arguments: [], toolkits: []) == nil)
    }
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

/// The spare CPU's busy share is read from its `/proc/stat` line since the last look: user, nice, system, irq,
/// softirq and steal are busy, idle and iowait not; above 80% it is not free, and unreadable times do not stop it.
@Test func theSpareCPUIsFreeWhenMostlyIdleSinceTheLastLook() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("stat-\(getpid())")
    defer { try? FileManager.default.removeItem(at: file) }
    func write(cpu1 ticks: [Int]) throws {
        let line = "cpu1 " + ticks.map(String.init).joined(separator: " ") + " 0 0"
        try Data("cpu  9 9 9 9 9 9 9 9 0 0\ncpu0 1 1 1 1 1 1 1 1 0 0\n\(line)\n".utf8).write(to: file)
    }
    try write(cpu1: [10, 0, 10, 80, 0, 0, 0, 0])
    let spare = SpareCPU(cpu: 1, statFile: file.path)
    #expect(spare.isFree(), "no ticks since the first look: nothing known against it")
    try write(cpu1: [50, 5, 30, 90, 5, 5, 5, 0])  // +100 ticks: 85 busy (user, nice, system, irq, softirq), 15 idle
    #expect(!spare.isFree())
    try write(cpu1: [60, 5, 30, 170, 15, 5, 5, 0])  // +100 ticks: 10 busy, 80 idle, 10 iowait
    #expect(spare.isFree())
    try write(cpu1: [60, 5, 30, 170, 15, 5, 5, 90])  // +90 ticks of steal: another machine's
    #expect(!spare.isFree())
    #expect(SpareCPU(cpu: 7, statFile: file.path).isFree(), "a CPU with no line")
}

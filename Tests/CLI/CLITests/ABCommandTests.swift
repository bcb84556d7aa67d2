import Foundation
import Testing
import TestSupport

/// `ab` with this test build on both sides, tiny: a folder per side and the comparison, and an exit status
/// that agrees with the verdict it prints.
@Test func abOfOneBuildWritesBothRunFoldersAndItsComparison() throws {
    let output = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let executable = CommandRunner.executable.path
    let result = try CommandRunner.run([
        "ab", executable, executable, "--pairs", "3", "--rounds", "3", "--warmup", "1",
        "--variants", "code/nofit", "--output", output.path, "--format", "text",
    ])
    #expect(result.stdout.contains("code/nofit"), "\(result.stderr)")
    let expected: Int32 = result.stdout.contains("REGRESSION") ? 1 : (result.stdout.contains("UNDECIDED") ? 3 : 0)
    #expect(result.status == expected, "\(result.stdout)\(result.stderr)")
    // Three pairs are fewer than a batch: one look, the last, at the most pairs.
    #expect(result.stdout.contains("after 1 look, 3 pairs"), "\(result.stdout)")
    #expect(
        result.stdout.contains("per pair of worker processes, the median over the rounds of the ratio"),
        "\(result.stdout)")
    // A pair's two workers start under one number, with their group's name: its line once, not once a side.
    #expect(
        result.stderr.components(separatedBy: "steady worker 1/3 (model) started").count == 2, "\(result.stderr)")
    let folders = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { !$0.hasPrefix(".") }
    let folder = output.appendingPathComponent(try #require(folders.first))
    #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["ab.md", "baseline", "candidate"])
    for side in ["baseline", "candidate"] {
        let samples = try String(contentsOf: folder.appendingPathComponent("\(side)/samples.csv"), encoding: .utf8)
        // Header plus 3 pairs × 3 rounds of one variant.
        #expect(samples.split(separator: "\n").count == 1 + 9)
    }
}

@Test func abOfAMissingBuildExitsWithTwoAndWritesNothing() throws {
    let output = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let missing = output.appendingPathComponent("no-such-build").path
    let result = try CommandRunner.run([
        "ab", missing, CommandRunner.executable.path, "--output", output.appendingPathComponent("ab").path,
    ])
    #expect(result.status == 2)
    #expect(result.stderr.contains("no-such-build") && result.stderr.split(separator: "\n").count == 1)
    #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("ab").path))
}

/// A baseline from before lockstep: a stand-in for an older build, whose workers are this build's `worker` with
/// lockstep taken out of their plans, so they run straight through. `ab` must then run every pair one worker after
/// the other (a worker that waits between rounds is measured colder) and say so; with this build on both sides
/// the pairs run in lockstep. Both recorded in run.json's plan. Either way only the first pair counts allocations,
/// and every worker times its variants in the batches sized once for both builds.
@Test func abRunsPairsInLockstepOnlyWhenBothBuildsTakeTurns() throws {
    let output = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let older = output.appendingPathComponent("older-nib-or-not")
    try """
    #!/bin/sh
    [ "$1" = worker ] || exit 2
    exec '\(CommandRunner.executable.path)' worker "$(printf '%s' "$2" | sed 's/"lockstep":true/"lockstep":false/')"
    """.write(to: older, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: older.path)
    for (baseline, inLockstep) in [(older.path, false), (CommandRunner.executable.path, true)] {
        let folder = output.appendingPathComponent(inLockstep ? "same" : "older")
        let result = try CommandRunner.run([
            "ab", baseline, CommandRunner.executable.path, "--pairs", "2", "--rounds", "2",
            "--warmup", "1", "--variants", "code/nofit", "--output", folder.path,
        ])
        #expect([0, 1, 3].contains(result.status), "\(result.stderr)")
        #expect(result.stderr.contains("predate lockstep") == !inLockstep, "\(result.stderr)")
        let run = try #require(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).first { !$0.hasPrefix(".") })
        let json = try JSONSerialization.jsonObject(
            with: Data(contentsOf: folder.appendingPathComponent("\(run)/candidate/run.json")))
        let plan = try #require((json as? [String: Any])?["plan"] as? [String: Any])
        #expect(plan["lockstepPairs"] as? Bool == inLockstep)
        // Only the first pair's workers count allocations, in lockstep or not.
        #expect(plan["countingProcesses"] as? Int == 1)
        for side in ["baseline", "candidate"] {
            let counts = try String(
                contentsOf: folder.appendingPathComponent("\(run)/\(side)/allocations.csv"), encoding: .utf8)
            let rows = counts.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
            let column = try #require(rows.first?.firstIndex(of: "process"))
            let processes = Set(rows.dropFirst().map { $0[column] })
            #expect(processes == ["1"], "\(side): \(counts)")
            // Every worker of both builds timed each variant in the batches sized once before the pairs.
            let sizes = try #require(plan["batchSizes"] as? [String: Int])
            let samples = try String(
                contentsOf: folder.appendingPathComponent("\(run)/\(side)/samples.csv"), encoding: .utf8
            )
            .split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
            let (variant, batch) = try (
                #require(samples.first?.firstIndex(of: "variant")),
                #require(samples.first?.firstIndex(of: "batch_size"))
            )
            #expect(
                samples.count > 1 && samples.dropFirst().allSatisfy { Int($0[batch]) == sizes[$0[variant]] },
                "\(side): \(sizes)")
        }
    }
}

/// The sequential options: a wrong value gets one line naming the option, and nothing is run.
@Test(arguments: [["--max-seconds", "0"], ["--batch", "0"], ["--pairs", "1"]])
func abRejectsAWrongSequentialOption(_ option: [String]) throws {
    let executable = CommandRunner.executable.path
    let result = try CommandRunner.run(["ab", executable, executable] + option)
    #expect(result.status != 0 && result.stderr.contains(option[0]), "\(result.stderr)")
}

/// `--cpu`: both builds' workers run on the CPU named, or wherever the scheduler puts them with `none`. Each side is
/// a stand-in that runs this build's worker and then writes the CPUs it was left to run on (its own, pinned when it
/// started, or moved there from the CPU it set up on); the output names the CPU. A CPU this process may not use gets
/// one line naming `--cpu`.
@Test func abRunsBothBuildsWorkersOnTheCPUNamed() throws {
    let output = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let allowed = try #require(try KernelCPUList.ofThisProcess())
    let last = try #require(KernelCPUList.expand(allowed).last.map(String.init))
    var stands = [String]()
    for side in ["baseline", "candidate"] {
        let stand = output.appendingPathComponent("\(side)-nib-or-not")
        try """
        #!/bin/sh
        [ "$1" = worker ] || exit 2
        '\(CommandRunner.executable.path)' worker "$2"; status=$?
        grep Cpus_allowed_list: /proc/self/status | cut -f2 >> '\(output.path)/\(side).cpus'
        exit $status
        """.write(to: stand, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stand.path)
        stands.append(stand.path)
    }
    for (cpu, expected) in [(last, last), ("none", allowed)] {
        let runs = output.appendingPathComponent("runs-\(cpu)")
        let result = try CommandRunner.run(
            ["ab"] + stands + [
                "--pairs", "2", "--rounds", "2", "--warmup", "1", "--variants",
                "code/nofit", "--cpu", cpu, "--format", "text", "--output", runs.path,
            ])
        #expect([0, 1, 3].contains(result.status), "\(result.stderr)")
        #expect(
            result.stdout.contains("both workers of every pair on CPU \(last)") == (cpu != "none"), "\(result.stdout)")
        // run.json records the CPU, or leaves it out with none.
        let run = try #require(
            try FileManager.default.contentsOfDirectory(atPath: runs.path).first { !$0.hasPrefix(".") })
        let json = try JSONSerialization.jsonObject(
            with: Data(contentsOf: runs.appendingPathComponent("\(run)/baseline/run.json")))
        let plan = try #require((json as? [String: Any])?["plan"] as? [String: Any])
        #expect((plan["workersCPU"] as? Int).map(String.init) == (cpu == "none" ? nil : last), "\(plan)")
        // The second worker of each pair sets up on another CPU, and every worker still ends on the pair's CPU.
        let aside = KernelCPUList.expand(allowed).map(String.init).first { $0 != last }
        #expect((plan["setUpCPU"] as? Int).map(String.init) == (cpu == "none" ? nil : aside), "\(plan)")
        for side in ["baseline", "candidate"] {
            let file = output.appendingPathComponent("\(side).cpus")
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
            // The check that the workers take turns, the worker that sizes the batches (the baseline's), two pairs.
            #expect(
                lines.count == (side == "baseline" ? 4 : 3) && lines.allSatisfy { $0 == expected },
                "--cpu \(cpu), \(side): \(lines)")
            try FileManager.default.removeItem(at: file)
        }
    }
    let refused = try CommandRunner.run(["ab"] + stands + ["--cpu", "4096"])
    #expect(
        refused.status != 0 && refused.stderr.contains("--cpu") && refused.stderr.contains("4096"), "\(refused.stderr)")
    #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("baseline.cpus").path))
}

/// A toolkit's variants run in workers of their own: run.json's plan holds the model's and GTK's groups, each with
/// the pairs it ran, both groups' variants were timed in batches sized for them, and GTK's workers were GTK's own
/// executable.
@Test func abRunsEachToolkitsVariantsInWorkersOfTheirOwn() throws {
    let output = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try CommandRunner.run([
        "ab", CommandRunner.executable.path, CommandRunner.executable.path, "--pairs", "2", "--rounds", "2",
        "--warmup", "1", "--variants", "code/nofit,gtk-code/fit", "--output", output.path,
    ])
    #expect([0, 3].contains(result.status), "\(result.stderr)")
    let run = try #require(
        try FileManager.default.contentsOfDirectory(atPath: output.path).first { !$0.hasPrefix(".") })
    let json = try JSONSerialization.jsonObject(
        with: Data(contentsOf: output.appendingPathComponent("\(run)/baseline/run.json")))
    let plan = try #require((json as? [String: Any])?["plan"] as? [String: Any])
    #expect(plan["variants"] as? [String] == ["code/nofit"])
    let groups = try #require(plan["toolkitGroups"] as? [[String: Any]])
    #expect(groups.map { $0["toolkit"] as? String } == ["gtk"])
    #expect(groups.first?["variants"] as? [String] == ["gtk-code/fit"])
    #expect(groups.first?["processes"] as? Int == 2 && plan["processes"] as? Int == 2)
    let sizes = try #require(plan["batchSizes"] as? [String: Int])
    #expect(Set(sizes.keys) == ["code/nofit", "gtk-code/fit"])
    let samples = try String(
        contentsOf: output.appendingPathComponent("\(run)/candidate/samples.csv"), encoding: .utf8)
    #expect(samples.contains("gtk-code/fit") && samples.contains("code/nofit"))
    let workers = try #require(plan["workerExecutables"] as? [String: String])
    #expect(workers["gtk"] == "nib-or-not-worker-gtk", "\(workers)")
}

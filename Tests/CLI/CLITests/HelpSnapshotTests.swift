import Foundation
import Testing

/// `--help` of the root command and of each subcommand people use, against golden files: a changed option or
/// wording shows up in review. Rewrite them with `UPDATE_GOLDEN=1 swift test --filter HelpSnapshotTests`.
@Test(arguments: [
    ("nib-or-not", [String]()), ("run", ["run"]), ("compare", ["compare"]), ("report", ["report"]),
    ("across", ["across"]),
    ("inspect", ["inspect"]), ("list", ["list"]), ("sweep", ["sweep"]), ("table", ["table"]), ("compile", ["compile"]),
    ("survey", ["survey"]),
])
func helpMatchesItsGoldenFile(name: String, command: [String]) throws {
    let result = try CommandRunner.run(command + ["--help"])
    #expect(result.status == 0)
    let golden = CommandRunner.packageRoot.appendingPathComponent("Tests/CLI/CLITests/Golden/help-\(name).txt")
    if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
        try result.stdout.write(to: golden, atomically: true, encoding: .utf8)
    }
    #expect(result.stdout == (try String(contentsOf: golden, encoding: .utf8)))
}

import Foundation
import TestFixtures
import Testing

/// PyPI's `check-jsonschema`, which `scripts/install-check-jsonschema.sh` installs (scripts/test.sh calls it):
/// on PATH, or in the virtual environment that script makes.
enum CheckJSONSchema {
    static let venvExecutable = PackagePaths.inPackage(".build/venv-check-jsonschema/bin/check-jsonschema")

    static var executable: URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let onPath = path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("check-jsonschema") }
        return (onPath + [venvExecutable]).first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Skipped, with the reason, where the tool is absent; under `CI=true` it always runs, so a CI machine without
    /// it fails instead of silently losing the check (as `SharedFolder.needed` does for ../shared).
    static var needed: ConditionTrait {
        .enabled(
            if: executable != nil || SharedFolder.isRequired,
            Comment(
                rawValue: "check-jsonschema is not installed (scripts/install-check-jsonschema.sh); "
                    + "CI=true makes its absence a failure"))
    }

    /// Validates one file against GitHub's workflow schema, which ships inside the package (no network needed).
    static func validate(_ file: URL) throws -> CommandRunner.Result {
        let program = try #require(executable, "check-jsonschema is missing: run scripts/install-check-jsonschema.sh")
        return try CommandRunner.run(["--builtin-schema", "vendor.github-workflows", file.path], program: program)
    }
}

/// The example workflows must be ones GitHub would accept: a typo in a key is otherwise found only when a user runs
/// them. A deliberately broken workflow shows that the check can fail.
@Suite(CheckJSONSchema.needed) struct WorkflowSchemaTests {
    static let folder = PackagePaths.inPackage(".github/workflows")

    @Test func everyExampleWorkflowMatchesGitHubsSchema() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }.sorted()
        #expect(Set(["benchmark.yml", "machines.yml"]).isSubset(of: names), "\(names)")
        for name in names {
            let result = try CheckJSONSchema.validate(Self.folder.appendingPathComponent(name))
            #expect(result.status == 0, "\(name): \(result.stdout)\(result.stderr)")
        }
    }

    @Test func aWorkflowWithoutRunnerOrStepListFails() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("broken.yml")
        try Data("name: broken\non: push\njobs:\n  build:\n    steps: echo hello\n".utf8).write(to: broken)
        let result = try CheckJSONSchema.validate(broken)
        #expect(result.status == 1)
        #expect(result.stdout.contains("'runs-on' is a required property"), "\(result.stdout)\(result.stderr)")
    }
}

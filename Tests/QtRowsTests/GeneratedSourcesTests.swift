import Foundation
import Testing

/// Runs a program, returning its standard output; fails the test with its standard error otherwise.
func run(_ arguments: [String], in folder: URL? = nil) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "\(arguments.joined(separator: " ")): \(message)")
    return data
}

let generatedFolders = ["templates/qt", "Sources/QtRow/Generated"]

/// The committed forms, code row and uic output are exactly what the generator writes from the XIBs.
@Test func generatedQtSourcesMatchTheGenerator() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("qt-generator-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    _ = try run(["python3", packageRoot.appendingPathComponent("scripts/generate-qt-rows.py").path, "--output", output.path])
    for folder in generatedFolders {
        let generated = try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent(folder).path).sorted()
        let committed = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent(folder).path).sorted()
        #expect(generated == committed, "\(folder)")
        for name in generated where committed.contains(name) {
            let made = try Data(contentsOf: output.appendingPathComponent(folder).appendingPathComponent(name))
            let kept = try Data(contentsOf: packageRoot.appendingPathComponent(folder).appendingPathComponent(name))
            #expect(made == kept, "\(folder)/\(name) differs from what scripts/generate-qt-rows.py writes")
        }
    }
}

/// uic on each committed form gives the committed header byte for byte (run in the form's folder, as
/// the generator does, so the header names `Cell.ui` rather than a path).
@Test(arguments: ["Cell", "Cell2"])
func theCommittedUicOutputIsWhatUicWrites(form: String) throws {
    let libexec = String(decoding: try run(["pkg-config", "--variable=libexecdir", "Qt6Core"]), as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
    let made = try run([libexec + "/uic", form + ".ui"], in: packageRoot.appendingPathComponent("templates/qt"))
    let kept = try Data(contentsOf: packageRoot.appendingPathComponent("Sources/QtRow/Generated/ui_\(form).h"))
    #expect(made == kept, "Sources/QtRow/Generated/ui_\(form).h is not uic's output for templates/qt/\(form).ui")
}

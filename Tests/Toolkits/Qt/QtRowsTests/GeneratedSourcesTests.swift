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

let generatedFolders = ["templates/qt", "Sources/Toolkits/Qt/QtRow/Generated"]

/// Every file under `folder`, as paths relative to it, sorted (the sweep's files are in subfolders).
func files(under folder: URL) -> [String] {
    let root = folder.standardizedFileURL.path + "/"
    let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    return
        (walk?.compactMap { item -> String? in
            guard let url = item as? URL, (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
            else { return nil }
            return String(url.standardizedFileURL.path.dropFirst(root.count))
        } ?? []).sorted()
}

/// The committed forms, code rows and uic output (the seed's and the sweep's) are exactly what the
/// generator writes from the XIBs.
@Test func generatedQtSourcesMatchTheGenerator() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("qt-generator-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    _ = try run([
        "python3", packageRoot.appendingPathComponent("scripts/generate-qt-rows.py").path, "--output", output.path,
    ])
    for folder in generatedFolders {
        let generated = files(under: output.appendingPathComponent(folder))
        let committed = files(under: packageRoot.appendingPathComponent(folder))
        #expect(
            generated.contains("sweep/Row100.ui") || generated.contains("Sweep/ui_Row100.h"),
            "\(folder): no sweep files")
        #expect(generated == committed, "\(folder)")
        for name in generated where committed.contains(name) {
            let made = try Data(contentsOf: output.appendingPathComponent(folder).appendingPathComponent(name))
            let kept = try Data(contentsOf: packageRoot.appendingPathComponent(folder).appendingPathComponent(name))
            #expect(made == kept, "\(folder)/\(name) differs from what scripts/generate-qt-rows.py writes")
        }
    }
}

/// The seed's forms and the sweep's, as (folder of the form, form, committed header).
let uicForms =
    [
        ("templates/qt", "Cell", "Sources/Toolkits/Qt/QtRow/Generated/ui_Cell.h"),
        ("templates/qt", "Cell2", "Sources/Toolkits/Qt/QtRow/Generated/ui_Cell2.h"),
    ]
    + sweepSizes.map { ("templates/qt/sweep", "Row\($0)", "Sources/Toolkits/Qt/QtRow/Generated/Sweep/ui_Row\($0).h") }

/// uic on each committed form gives the committed header byte for byte (run in the form's folder, as
/// the generator does, so the header names `Cell.ui` rather than a path).
@Test(arguments: uicForms)
func theCommittedUicOutputIsWhatUicWrites(folder: String, form: String, header: String) throws {
    let libexec = String(decoding: try run(["pkg-config", "--variable=libexecdir", "Qt6Core"]), as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
    let made = try run([libexec + "/uic", form + ".ui"], in: packageRoot.appendingPathComponent(folder))
    let kept = try Data(contentsOf: packageRoot.appendingPathComponent(header))
    #expect(made == kept, "\(header) is not uic's output for \(folder)/\(form).ui")
}

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

/// The committed forms; the C++ rows and uic's headers are written by the build (Plugins/GenerateRows), the C++ held
/// to this script's by RowGenerationTests, uic's headers built and compared row for row with qt-code by QtRowsTests.
let generatedFolders = ["templates/qt"]

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

/// The committed forms (the seed's and the sweep's) are exactly what the generator writes from the XIBs.
@Test func generatedQtSourcesMatchTheGenerator() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("qt-generator-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    _ = try run([
        "python3", packageRoot.appendingPathComponent("scripts/generate-qt-rows.py").path, "--output", output.path,
    ])
    for folder in generatedFolders {
        let generated = files(under: output.appendingPathComponent(folder))
        let committed = files(under: packageRoot.appendingPathComponent(folder))
        #expect(generated.contains("sweep/Row100.ui"), "\(folder): no sweep files")
        #expect(generated == committed, "\(folder)")
        for name in generated where committed.contains(name) {
            let made = try Data(contentsOf: output.appendingPathComponent(folder).appendingPathComponent(name))
            let kept = try Data(contentsOf: packageRoot.appendingPathComponent(folder).appendingPathComponent(name))
            #expect(made == kept, "\(folder)/\(name) differs from what scripts/generate-qt-rows.py writes")
        }
    }
}

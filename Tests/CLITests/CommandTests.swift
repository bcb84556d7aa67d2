import Foundation
import Testing

@Test func listNamesTheSevenVariantsAndTheTemplates() throws {
    let result = try CommandRunner.run(["list"])
    #expect(result.status == 0)
    for name in ["code/fit", "code/nofit", "template-uncached/fit", "template-uncached/nofit", "template-cached/fit",
                 "template-cached/nofit", "template-precomputed/fit", "templates/Cell.xib", "templates/Cell2.xib"] {
        #expect(result.stdout.contains(name))
    }
}

@Test func inspectPrintsTheCellItsBackgroundsAndTwentyLabels() throws {
    let result = try CommandRunner.run(["inspect", "templates/Cell.xib"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 24)
    #expect(lines.first?.hasPrefix("TableViewCell") == true)
    #expect(lines.filter { $0.contains("ackgroundView: View") }.count == 2)
    #expect(lines.filter { $0.contains(": Label ") }.count == 20)
    #expect(lines[4].contains("fontSizeInUse=10") && lines[5].contains("fontSizeInUse=14"))
}

@Test func inspectOfABrokenTemplateFailsWithOneLineNamingFileAndLine() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Broken.xib")
    try "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">\n<objects>\n<sprocket id=\"a\"/>\n</objects>\n</document>\n"
        .write(to: file, atomically: true, encoding: .utf8)
    let result = try CommandRunner.run(["inspect", file.path])
    #expect(result.status != 0)
    let message = result.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(!message.contains("\n"))
    #expect(message.contains("Broken.xib:4"))
    #expect(message.contains("sprocket"))
}

@Test(arguments: [
    (["run", "--processes", "0"], "--processes"),
    (["run", "--rounds", "-3"], "--rounds"),
    (["run", "--variants", "cod/*"], "cod/*"),
    (["run", "--templates", "/nonexistent"], "--templates"),
    (["run", "--time-budget", "0"], "--time-budget"),
    (["run", "--frobnicate"], "--frobnicate"),
])
func badOptionsFailNamingTheOption(arguments: [String], named: String) throws {
    let result = try CommandRunner.run(arguments)
    #expect(result.status == 64)
    #expect(result.stderr.contains(named))
}

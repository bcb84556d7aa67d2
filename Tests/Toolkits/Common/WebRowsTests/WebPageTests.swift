import Foundation
import TestFixtures
import Testing
import WebRows

/// scripts/web-profile.py profiles the page the workers load: it makes it from the same files the same way.
@Test func theProfileScriptServesTheWorkersPage() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", PackagePaths.inPackage("scripts/web-profile.py").path, "--page"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let page = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(
        page == (try WebPage.html(webDirectory: PackagePaths.inPackage("templates/web"))),
        "scripts/web-profile.py's page_html() differs from WebPage.html")
}

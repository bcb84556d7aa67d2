import Foundation
import Testing

/// scripts/install-system-packages.sh on a machine that lacks the real toolkits: with
/// `NIB_OR_NOT_NO_INSTALL=1` it names every missing package on one line and exits 1 instead of installing.
/// The machine is made to lack them by an empty pkg-config search path and a PATH without Xvfb, so the test
/// neither needs nor changes the packages installed here.
@Test func aMachineWithoutTheToolkitsGetsOneLineNamingTheirPackages() throws {
    let folder = CommandRunner.packageRoot.appendingPathComponent(".build/install-test-\(UUID().uuidString)")
    let bin = folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Every command of /usr/bin and /bin but Xvfb.
    for directory in ["/usr/bin", "/bin"] {
        for name in try FileManager.default.contentsOfDirectory(atPath: directory) where name != "Xvfb" {
            let link = bin.appendingPathComponent(name)
            if !FileManager.default.fileExists(atPath: link.path) {
                try? FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "\(directory)/\(name)")
            }
        }
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [CommandRunner.packageRoot.appendingPathComponent("scripts/install-system-packages.sh").path]
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = bin.path
    environment["PKG_CONFIG_LIBDIR"] = folder.appendingPathComponent("no-pkgconfig").path
    environment["PKG_CONFIG_PATH"] = nil
    environment["NIB_OR_NOT_NO_INSTALL"] = "1"
    process.environment = environment
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    let lines = text.split(separator: "\n")
    #expect(lines.count == 1, "\(text)")
    for package in ["libgtk-4-dev", "xvfb", "qt6-base-dev", "qt6-tools-dev"] {
        #expect(text.contains(" \(package) ") || text.contains(" \(package)("), "\(package) not named: \(text)")
    }
}

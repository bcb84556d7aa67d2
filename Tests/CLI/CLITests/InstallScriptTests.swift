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
                try? FileManager.default.createSymbolicLink(
                    atPath: link.path, withDestinationPath: "\(directory)/\(name)")
            }
        }
    }
    let (status, text) = try runInstallScript(
        pkgConfigFolder: folder.appendingPathComponent("no-pkgconfig"), path: bin.path)
    #expect(status == 1)
    let lines = text.split(separator: "\n")
    #expect(lines.count == 1, "\(text)")
    for package in ["libgtk-4-dev", "xvfb", "qt6-base-dev", "qt6-tools-dev"] {
        #expect(text.contains(" \(package) ") || text.contains(" \(package)("), "\(package) not named: \(text)")
    }
}

/// The link check: a pkg-config package of the manifest whose .pc names a library the linker cannot find gets
/// one line naming the .pc and the library, and exit 1, even though `pkg-config --exists` passes for it.
/// Every pkg-config package of Package.swift gets a fake .pc here (no libraries), and `gtk4.pc` names one
/// library that exists nowhere; without the link check the script would exit 0.
@Test func aPkgConfigLibraryTheLinkerCannotFindIsNamedOnOneLine() throws {
    let root = CommandRunner.packageRoot
    let folder = root.appendingPathComponent(".build/install-link-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let names = manifest.matches(of: /pkgConfig: *"([^"]+)"/).map { String($0.output.1) }
    #expect(names.contains("gtk4") && names.contains("Qt6Widgets"), "pkgConfig names read from Package.swift: \(names)")
    for name in names {
        let libs = name == "gtk4" ? "-L\(folder.path) -lnibornot_no_such_library" : ""
        let pc = "Name: \(name)\nDescription: fake\nVersion: 99\nLibs: \(libs)\nCflags:\n"
        try pc.write(to: folder.appendingPathComponent("\(name).pc"), atomically: true, encoding: .utf8)
    }
    let (status, text) = try runInstallScript(pkgConfigFolder: folder)
    #expect(status == 1, "\(text)")
    #expect(text.split(separator: "\n").count == 1, "\(text)")
    #expect(text.contains("gtk4.pc names -lnibornot_no_such_library"), "\(text)")
}

/// Runs install-system-packages.sh with `NIB_OR_NOT_NO_INSTALL=1` and pkg-config reading only `pkgConfigFolder`;
/// its exit status and standard error.
private func runInstallScript(pkgConfigFolder: URL, path: String? = nil) throws -> (status: Int32, errors: String) {
    var environment = ProcessInfo.processInfo.environment
    if let path { environment["PATH"] = path }
    environment["PKG_CONFIG_LIBDIR"] = pkgConfigFolder.path
    environment["PKG_CONFIG_PATH"] = nil
    environment["NIB_OR_NOT_NO_INSTALL"] = "1"
    let script = try CommandRunner.run(
        [CommandRunner.packageRoot.appendingPathComponent("scripts/install-system-packages.sh").path],
        program: URL(fileURLWithPath: "/bin/bash"), environment: environment)
    return (script.status, script.stderr)
}

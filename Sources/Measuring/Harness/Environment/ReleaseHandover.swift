import Foundation

/// Keeps a debug build from being measured by accident.
///
/// Plain `swift run nib-or-not` builds debug, whose timings and allocation counts are wrong for this
/// question. So a debug build of `run` builds the release product of the same package and hands
/// over to it (same arguments); `--allow-debug` measures the debug build and marks every file.
public enum ReleaseHandover {
    public static var isDebugBuild: Bool {
        #if DEBUG
            return true
        #else
            return false
        #endif
    }

    /// Builds the release product and replaces this process with it; returns only on failure.
    public static func handOver() throws -> Never {
        guard let root = packageRoot() else {
            throw HarnessError.cannotHandOver(
                """
                this is a debug build and its package folder cannot be found; run 'swift run -c release \
                nib-or-not' (or pass --allow-debug to measure the debug build anyway)
                """
            )
        }
        FileHandle.standardError.write(
            Data(
                """
                nib-or-not: debug build; building the release product and handing over to it (pass --allow-debug \
                to measure this debug build instead)\n
                """
                .utf8))
        let build = Process()
        build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // Every product, not only `nib-or-not`: WebKit's workers load the web process extension, a library product
        // that no executable depends on.
        build.arguments = ["swift", "build", "-c", "release", "--package-path", root.path]
        build.standardOutput = FileHandle.standardError
        try build.run()
        build.waitUntilExit()
        guard build.terminationStatus == 0 else {
            throw HarnessError.cannotHandOver(
                "building the release product failed; run 'swift build -c release' to see why")
        }
        let release = root.appendingPathComponent(".build/release/nib-or-not").path
        let arguments = [release] + CommandLine.arguments.dropFirst()
        let cArguments = arguments.map { strdup($0) } + [nil]
        execv(release, cArguments)
        throw HarnessError.cannotHandOver("cannot start \(release): \(String(cString: strerror(errno)))")
    }

    /// The folder holding Package.swift above this executable (it lives in `.build/…/debug`).
    private static func packageRoot() -> URL? {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        if let executable = Bundle.main.executableURL {
            folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        }
        while folder.path != "/" {
            if folder.lastPathComponent == ".build" || folder.lastPathComponent.hasPrefix(".build-") {
                let root = folder.deletingLastPathComponent()
                if FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
                    return root
                }
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }
}

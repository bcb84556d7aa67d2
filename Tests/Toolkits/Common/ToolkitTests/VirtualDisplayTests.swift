import Foundation
import Testing
import Toolkit

/// The run's own X server: started on a free display that accepts clients, stopped for good, and a machine
/// without Xvfb gets one line naming the package.
@Suite struct VirtualDisplayTests {
    @Test func aStartedDisplayAnswersAndIsGoneWhenStopped() throws {
        let environment = ProcessInfo.processInfo.environment
        guard VirtualDisplayTests.hasXvfb(environment) else {
            try #require(
                environment["CI"] != "true", "Xvfb is not installed (scripts/install-system-packages.sh installs xvfb)")
            print("skipped: Xvfb is not installed")
            return
        }
        let display = try VirtualDisplay()
        #expect(display.name.hasPrefix(":"))
        #expect(Int(display.name.dropFirst()) != nil)
        // Its socket exists while it runs: clients can connect.
        let socket = "/tmp/.X11-unix/X\(display.name.dropFirst())"
        #expect(FileManager.default.fileExists(atPath: socket))
        #expect(kill(display.processIdentifier, 0) == 0)
        display.stop()
        #expect(kill(display.processIdentifier, 0) != 0)
        display.stop()  // a second stop is harmless
    }

    @Test func noXvfbIsOneLineNamingThePackage() throws {
        #expect {
            _ = try VirtualDisplay(environment: ["PATH": "/nonexistent"])
        } throws: { error in
            let text = "\(error)"
            return text.contains("xvfb") && text.contains("DISPLAY") && !text.contains("\n")
        }
    }

    static func hasXvfb(_ environment: [String: String]) -> Bool {
        (environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/Xvfb")
        }
    }
}

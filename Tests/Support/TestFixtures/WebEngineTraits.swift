import Foundation
import Testing

/// Whether the tests of a web engine run: each engine's suites skip with the reason when it is not installed,
/// except under `CI=true`, where they run and fail saying what to install.
public enum WebEngineTraits {
    /// Debian's headless shell (package chromium-headless-shell), then the full browser (package chromium).
    public static let chromiumExecutables = ["/usr/lib/chromium/chromium-headless-shell", "/usr/lib/chromium/chromium"]
    /// WebKitGTK 6.0's library (package libwebkitgtk-6.0-4).
    public static let webKitLibrary = "/usr/lib/x86_64-linux-gnu/libwebkitgtk-6.0.so.4"

    /// Runs when a browser is installed, and always under `CI=true`, where a missing one is a failure.
    public static var chromium: ConditionTrait {
        let installed = chromiumExecutables.contains { FileManager.default.isExecutableFile(atPath: $0) }
        return .enabled(
            if: installed || TestDisplay.isCI,
            """
            Chromium: no browser at \(chromiumExecutables.joined(separator: " or ")); \
            scripts/install-system-packages.sh installs it
            """
        )
    }

    /// Runs with a display and WebKitGTK 6.0's library, and always under `CI=true`, where a missing one is a
    /// failure naming it.
    public static var webKit: ConditionTrait { TestDisplay.needed(for: "WebKit", files: [webKitLibrary]) }
}

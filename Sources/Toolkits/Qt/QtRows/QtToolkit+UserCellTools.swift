import Foundation
import Toolkit

/// The tools preparing a user's cell on Qt runs in the command's process: pkg-config for Qt Widgets' flags, and Qt's
/// uic (`QtTools`).
extension QtToolkit {
    /// The compiler flags of Qt 6 Widgets' headers and library, from pkg-config, as the package's own C++ gets them.
    static func qtWidgetsFlags() throws -> [String] {
        try QtTools.flags(of: ["Qt6Widgets"], package: "qt6-base-dev")
    }

    /// Runs uic on `form` into `output` and returns the header's text.
    static func runUic(form: URL, output: URL) throws -> String {
        let uic = try QtTools.tool("uic", in: .libexecdir, package: "qt6-base-dev-tools")
        try QtTools.runTool(
            uic, [form.path, "-o", output.path], doing: "compile the user's cell's form \(form.path)")
        do { return try String(contentsOf: output, encoding: .utf8) } catch {
            throw ToolkitError("uic wrote no header at \(output.path): \(error)")
        }
    }
}

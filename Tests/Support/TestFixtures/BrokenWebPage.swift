import Foundation

/// Broken copies of the web engines' page (docs/web.md, "Bad input"), for Chromium's and WebKit's failure tests.
public enum BrokenWebPage {
    /// A templates folder whose web/ is the package's with `file` edited by `edit`; the caller removes it.
    public static func templates(_ file: String, _ edit: (String) -> String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nib-or-not-web-\(UUID().uuidString)")
        let web = folder.appendingPathComponent("web")
        try FileManager.default.createDirectory(at: web, withIntermediateDirectories: true)
        for name in ["Row.css", "Sweep.css", "rows.js", "sweep.js", "bench.js"] {
            var text = try String(contentsOf: PackagePaths.inPackage("templates/web/\(name)"), encoding: .utf8)
            if name == file { text = edit(text) }
            try text.write(to: web.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }
}

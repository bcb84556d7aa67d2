import Foundation
import Toolkit

/// The benchmark's page (docs/web.md, "One source of truth"), the same in every engine: the row's stylesheet, the
/// generated row functions and the hand-written constructions of `templatesDirectory/web/`, in one HTML file with
/// nothing to fetch.
public enum WebPage {
    /// The files of `templates/web/` the page is made of, in the order the page needs them.
    public static let files = ["Row.css", "Sweep.css", "rows.js", "sweep.js", "bench.js"]

    /// The page's HTML. Throws one line naming the file that cannot be read.
    public static func html(webDirectory: URL) throws -> String {
        var parts: [String: String] = [:]
        for file in files {
            let url = webDirectory.appendingPathComponent(file)
            do {
                parts[file] = try String(contentsOf: url, encoding: .utf8)
            } catch {
                throw ToolkitError(
                    "cannot read \(url.path): \(error.localizedDescription) (scripts/generate-web-rows.py writes it)")
            }
        }
        // `#host` holds the one row being laid out; the body has no margin, so a row's frame is its box.
        return """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><title>nib-or-not</title><style>
            \(parts["Row.css"]!)\(parts["Sweep.css"]!)</style></head>
            <body style="margin: 0"><div id="host"></div>
            <script>
            \(parts["rows.js"]!)</script>
            <script>
            \(parts["sweep.js"]!)</script>
            <script>
            \(parts["bench.js"]!)</script>
            </body></html>

            """
    }
}

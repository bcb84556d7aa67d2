import Foundation
import RowGeneration
import TestFixtures
import Testing

/// A seed row whose last label holds a hostile text builds exactly that text on the web engines' page: the markup
/// gives it back to a parser, the scripts hold it as string literals only, and, where Node.js is installed, running
/// rows.js against a stand-in `document` builds labels whose text is the XIB's.
@Suite struct WebRowFilesHostileTests {
    let files: [String: String]

    init() throws {
        files = try WebRowFiles.files(from: try SeedVariant.hostileLastLabel())
    }

    @Test func theMarkupGivesTheTextBack() throws {
        for name in ["Cell.html", "Cell2.html"] {
            let texts = try ElementTexts(files["templates/web/\(name)"]!, element: "span").texts
            #expect(texts.count == 20 && texts.last == SeedVariant.hostileText, "templates/web/\(name)")
        }
    }

    /// rows.js's `texts:` line is a JSON array holding the text, and no script holds `</script` or `<!--`, which
    /// would end or hide the script wherever it is put in a page.
    @Test func theScriptsHoldTheTextAsData() throws {
        let rows = try #require(files["templates/web/rows.js"])
        let line = try #require(rows.split(separator: "\n").first { $0.hasPrefix("    texts: ") })
        let array = line.dropFirst("    texts: ".count).dropLast()
        let texts = try JSONSerialization.jsonObject(with: Data(array.utf8)) as? [String]
        #expect(texts?.last == SeedVariant.hostileText)
        for name in ["rows.js", "sweep.js"] {
            let script = files["templates/web/\(name)"]!.lowercased()
            #expect(!script.contains("</script") && !script.contains("<!--"), "templates/web/\(name)")
        }
    }

    static let node = (try? Tool("node", ["--version"]))?.status == 0

    @Test(.enabled(if: node, "Node.js is not installed")) func runningTheCodeRowsBuildsTheText() throws {
        let folder = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let harness = """
            const document = { createElement: (tag) => ({ tag, style: {}, children: [], className: "",
                appendChild(child) { this.children.push(child); } }) };
            const NibOrNotFit = { fitLabel() {} };
            \(files["templates/web/rows.js"]!)
            const labels = (row) => row.children[2].children.map((label) => label.textContent);
            const built = [labels(codeRow(false)), labels(codeCSSRow(false)), NibOrNotRow.texts];
            process.stdout.write(JSON.stringify(built));

            """
        let file = folder.appendingPathComponent("harness.js")
        try harness.write(to: file, atomically: true, encoding: .utf8)
        let run = try Tool("node", [file.path])
        try #require(run.status == 0, "\(run.output)")
        let built = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String]]
        #expect(built?.count == 3)
        for texts in built ?? [] { #expect(texts.count == 20 && texts.last == SeedVariant.hostileText) }
    }
}

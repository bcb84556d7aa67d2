import Foundation
import Testing

/// The README and `docs/` as a newcomer reads them: every relative link leads somewhere, every page is in an
/// index, and the README's two commands come within its first screen.
@Suite struct DocumentationTests {
    static let root = CommandRunner.packageRoot

    /// The README and every Markdown file under `docs/`, as paths relative to the package.
    static func pages() throws -> [String] {
        let docs = root.appendingPathComponent("docs")
        let found =
            FileManager.default.enumerator(at: docs, includingPropertiesForKeys: nil)?
            .compactMap { ($0 as? URL)?.path }
            .filter { $0.hasSuffix(".md") }
            .map { "docs/" + $0.dropFirst(docs.path.count + 1) } ?? []
        return ["README.md"] + found.sorted()
    }

    /// The targets of a page's Markdown links and images that point into the package: not web addresses, not
    /// anchors of the page itself, without their own anchors.
    static func relativeLinks(in text: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            guard let range = Range(match.range(at: 1), in: text) else { return nil }
            let target = String(text[range])
            if target.hasPrefix("#") || target.contains("://") || target.hasPrefix("mailto:") { return nil }
            return String(target.split(separator: "#", maxSplits: 1)[0])
        }
    }

    @Test func linkTargetsAreFoundWhateverTheirForm() {
        let text =
            "see [a](docs/a.md), ![chart](../results/x.svg \"t\"), [web](https://x.org/a), [here](#top), [b](b.md#part)"
        #expect(Self.relativeLinks(in: text) == ["docs/a.md", "b.md"])
    }

    @Test func everyRelativeLinkResolves() throws {
        var broken = [String]()
        for page in try Self.pages() {
            let url = Self.root.appendingPathComponent(page)
            let text = try String(contentsOf: url, encoding: .utf8)
            for link in Self.relativeLinks(in: text) {
                let target = url.deletingLastPathComponent().appendingPathComponent(link).standardizedFileURL
                if !FileManager.default.fileExists(atPath: target.path) { broken.append("\(page): \(link)") }
            }
        }
        #expect(broken == [], "links that lead nowhere")
    }

    /// `docs/README.md` lists every topic page, and `docs/log/README.md` every dated record.
    @Test func everyPageIsIndexed() throws {
        for (index, folder) in [("docs/README.md", "docs"), ("docs/log/README.md", "docs/log")] {
            let text = try String(contentsOf: Self.root.appendingPathComponent(index), encoding: .utf8)
            let linked = Set(Self.relativeLinks(in: text).map { URL(fileURLWithPath: $0).lastPathComponent })
            let pages = try FileManager.default.contentsOfDirectory(
                atPath: Self.root.appendingPathComponent(folder).path
            )
            .filter { $0.hasSuffix(".md") && $0 != "README.md" }
            #expect(pages.filter { !linked.contains($0) }.sorted() == [], "pages \(index) does not list")
        }
    }

    /// A dated record (a file named with a date) belongs in `docs/log/`, not beside the topic pages.
    @Test func noDatedRecordSitsBesideTheTopicPages() throws {
        let dated = try NSRegularExpression(pattern: #"20\d\d-\d\d-\d\d"#)
        let pages = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("docs").path)
        #expect(pages.filter { dated.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil } == [])
    }

    /// What is wrong with a page's opening, or nil: after its first `# ` title and at most one blank line, a
    /// paragraph of 1 to 3 lines of at most 120 characters, up to the next blank line, that is not a heading, a
    /// list, a table or a code fence.
    static func openingProblem(in text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let title = lines.firstIndex(where: { $0.hasPrefix("# ") }) else { return "no `# ` title" }
        var start = title + 1
        if start < lines.count, lines[start].trimmingCharacters(in: .whitespaces).isEmpty { start += 1 }
        let paragraph = lines[start...].prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        if paragraph.isEmpty { return "no paragraph under the title" }
        if paragraph.count > 3 { return "an opening of \(paragraph.count) lines, not 1 to 3" }
        let notProse = try! NSRegularExpression(pattern: #"^\s*(#|[-*+]\s|\d+[.)]\s|\||```|~~~)"#)
        for line in paragraph {
            if notProse.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
                return "the opening is a heading, list, table or code fence: \(line.prefix(40))"
            }
            if line.count > 120 { return "an opening line of \(line.count) characters" }
        }
        return nil
    }

    @Test func anOpeningIsOneToThreeLinesOfProseUnderTheTitle() {
        #expect(Self.openingProblem(in: "# T\n\nWhat the page answers.\n\n## Part\n") == nil)
        #expect(Self.openingProblem(in: "# T\nWhat it answers,\nin two lines.\n\n- a list\n") == nil)
        #expect(Self.openingProblem(in: "# T\n\na\nb\nc\n") == nil)
        #expect(Self.openingProblem(in: "no title\n") != nil)
        #expect(Self.openingProblem(in: "# T\n\n## Part\n") != nil)
        #expect(Self.openingProblem(in: "# T\n\n\nafter two blank lines\n") != nil)
        #expect(Self.openingProblem(in: "# T\n\na\nb\nc\nd\n\nrest\n") != nil)
        #expect(Self.openingProblem(in: "# T\n\n- a list\n") != nil)
        #expect(Self.openingProblem(in: "# T\n\n1. a numbered list\n") != nil)
        #expect(Self.openingProblem(in: "# T\n\n| a | table |\n") != nil)
        #expect(Self.openingProblem(in: "# T\n\n```sh\ncode\n```\n") != nil)
        #expect(Self.openingProblem(in: "# T\n\n" + String(repeating: "x", count: 121) + "\n") != nil)
    }

    /// Every topic page of `docs/`, its index included (not the dated records of `docs/log/`), opens with what it
    /// answers: right under its title, a paragraph of one to three lines.
    @Test func everyTopicPageOpensWithWhatItAnswers() throws {
        let docs = Self.root.appendingPathComponent("docs")
        let pages = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }
        var bad = [String]()
        for page in pages.sorted() {
            let text = try String(contentsOf: docs.appendingPathComponent(page), encoding: .utf8)
            if let problem = Self.openingProblem(in: text) { bad.append("docs/\(page): \(problem)") }
        }
        #expect(bad == [], "pages that do not open with 1 to 3 lines saying what they answer")
    }

    @Test func theReadmeIsShortWithItsTwoCommandsOnTheFirstScreen() throws {
        let lines = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 250)
        let firstScreen = lines.prefix(60).joined(separator: "\n")
        #expect(firstScreen.contains("scripts/bench.sh") && firstScreen.contains("scripts/test.sh"))
    }

    /// The Python scripts of `scripts/` share one naming style (`generate-gtk-rows.py`: words joined by `-`, which
    /// only the generators' shared module `rowgen/` cannot use), and `scripts/README.md` lists every generator and
    /// the module.
    @Test func scriptsShareOneNamingStyleAndGeneratorsAreListed() throws {
        let scripts = Self.root.appendingPathComponent("scripts")
        let names = try FileManager.default.contentsOfDirectory(atPath: scripts.path).filter { $0.hasSuffix(".py") }
        let readme = try String(contentsOf: scripts.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(names.contains("generate-gtk-rows.py"))
        #expect(names.filter { $0.contains("_") }.sorted() == [], "scripts named with _ rather than -")
        let generators = names.filter { $0.hasPrefix("generate-") }
        #expect(
            generators.filter { !readme.contains("`\($0)`") }.sorted() == [],
            "generators scripts/README.md does not list")
        #expect(readme.contains("`rowgen/`"))
    }
}

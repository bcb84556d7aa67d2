import Foundation
import RowGeneration
import Templates
import TestFixtures
import Testing

/// A user's cell on the web engines (`run --template`): one mapping gives the markup, the stylesheet and both code
/// functions their elements, what has no counterpart is a named stand-in, and the XIB's hostile strings stay data in
/// HTML, CSS and JavaScript (run for real in Node.js, where it is installed; in the engines by WebRowsTests).
@Suite struct WebUserCellFilesTests {
    let files: WebUserCellFiles

    init() throws {
        let xib = try WebUserCellFixture.write()
        defer { try? FileManager.default.removeItem(at: xib.deletingLastPathComponent()) }
        files = try WebUserCellFiles(contentsOf: xib)
    }

    static let tags = [
        "div", "span", "img", "button", "div", "span", "input", "input", "div", "span", "div", "div",
    ]

    /// Each UIKit class gets its element, in the XIB's order, in the markup and in both code functions.
    @Test func everyElementGetsItsNearestElement() throws {
        #expect(Self.markupTags(files.markup).map(\.tag) == ["div"] + Self.tags)
        let created = files.script.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: "document.createElement(\"") else { return nil }
            return String(line[start.upperBound...].prefix { $0 != "\"" })
        }
        #expect(created == ["div"] + Self.tags + ["div"] + Self.tags)
        #expect(files.standIns == ["UISlider": 1, "UIProgressView": 1])
        #expect(files.markup.contains("<div class=\"e11\" data-uikit=\"stand-in UISlider\">"))
        #expect(files.markup.contains("<input class=\"e7\" data-uikit=\"UISwitch\" type=\"checkbox\" checked=\"\">"))
        #expect(files.markup.contains("<img class=\"e3\" data-uikit=\"UIImageView\" alt=\"\">"))
        #expect(files.elementCount == 13)
        #expect(files.className == WebUserCellFiles.classPrefix + files.id && files.id.count == 16)
    }

    /// No file names anything to fetch: the markup's tags and attributes are only the mapping's (no `src`, `href`,
    /// handler or script, every `<` of a text escaped), and outside its strings the stylesheet has no `url(` or
    /// `@import`, though the XIB's texts and font name hold both.
    @Test func nothingNamesAResourceOutside() throws {
        let allowed: Set<String> = [
            "class", "data-uikit", "alt", "type", "checked", "value", "placeholder", "disabled",
        ]
        let tags = Self.markupTags(files.markup)
        #expect(tags.count == 13)
        #expect(Set(tags.flatMap(\.attributes)).subtracting(allowed).isEmpty, "\(tags)")
        let opened = files.markup.components(separatedBy: "<").count - 1
        #expect(opened == tags.count + files.markup.components(separatedBy: "</").count - 1, "a text opened a tag")
        let css = Self.outsideStrings(files.styleSheet).lowercased()
        #expect(!css.contains("url(") && !css.contains("@import") && !css.contains("</style"), "\(css)")
        #expect(files.styleSheet.contains("font-family: \"x\\\"; } * { background: url(https://example.invalid/"))
        let script = files.script.lowercased()
        #expect(!script.contains("</script") && !script.contains("<script") && !script.contains("<!--"))
        #expect(!files.script.contains("\u{2028}") && !files.script.contains("\u{2029}"))
    }

    static let node = (try? Tool("node", ["--version"]))?.status == 0

    /// The script run in Node.js against a stand-in `document` registers the cell, whose code builds elements with
    /// the XIB's texts and attributes exactly, whose markup and stylesheet come back as the files hold them, and no
    /// hostile string ran (`globalThis.pwned` stays undefined).
    @Test(.enabled(if: node, "Node.js is not installed")) func runningTheScriptBuildsTheXIBsStrings() throws {
        let folder = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let harness = """
            const make = (tag) => ({ tag, attributes: {}, styles: {}, children: [], className: "",
                setAttribute(name, value) { this.attributes[name] = value; },
                style: { setProperty(name, value) { this.owner.styles[name] = value; } },
                appendChild(child) { this.children.push(child); } });
            const document = { createElement(tag) { const e = make(tag); e.style.owner = e; return e; } };
            let registered = null;
            const NibOrNotUserCells = { register(cell) { registered = cell; return cell.id; } };
            const fitCalls = [];
            const NibOrNotFit = { fitUserLabel(label, ...fit) { fitCalls.push(fit); } };
            const id = \(files.script.trimmingCharacters(in: .newlines).dropLast())
            const flat = (e) => [{ tag: e.tag, text: e.textContent ?? null, attributes: e.attributes,
                styles: e.styles, className: e.className }].concat(...e.children.map(flat));
            process.stdout.write(JSON.stringify({ id, html: registered.html, css: registered.css,
                code: flat(registered.code()), codeCSS: flat(registered.codeCSS()), fits: registered.fits, fitCalls,
                pwned: globalThis.pwned ?? null }));

            """
        let file = folder.appendingPathComponent("harness.js")
        try harness.write(to: file, atomically: true, encoding: .utf8)
        let run = try Tool("node", [file.path])
        try #require(run.status == 0, "\(run.output)")
        let result = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(result["id"] as? String == files.id)
        #expect(result["pwned"] is NSNull)
        #expect(result["html"] as? String == files.markup)
        #expect(result["css"] as? String == files.styleSheet)
        for way in ["code", "codeCSS"] {
            let elements = try #require(result[way] as? [[String: Any]])
            #expect(elements.map { $0["tag"] as? String } == ["div"] + Self.tags, "\(way)")
            let texts = elements.compactMap { $0["text"] as? String }
            #expect(
                texts == [WebUserCellFixture.hostileText, WebUserCellFixture.hostileTitle, "inner", "shrinks"], "\(way)"
            )
            let field = elements[8]["attributes"] as? [String: String]
            #expect(field?["placeholder"] == WebUserCellFixture.hostilePlaceholder, "\(way)")
            #expect(field?["value"] == "typed" && field?["type"] == "text", "\(way)")
        }
        // Both codes fit the three shrinking labels with the arguments the templates read, the hostile family among
        // them as a string: the stack's label, 12 px down to 6 over its 40 px.
        let fits = try #require(result["fits"] as? [[Any]])
        #expect(fits.map { $0.first as? String } == ["e2", "e6", "e10"])
        let calls = try #require(result["fitCalls"] as? [[Any]])
        #expect(calls.count == 6)
        #expect(calls.map { "\($0)" } == (fits + fits).map { "\(Array($0.dropFirst()))" })
        #expect(fits[2].dropFirst(3).compactMap { $0 as? Double } == [12, 6, 40])
        #expect((fits[2][2] as? String)?.hasPrefix("\"x\\\"; } * { background: url(") == true, "\(fits[2])")
        let styled = try #require(result["code"] as? [[String: Any]])
        let fontFamily = (styled[10]["styles"] as? [String: String])?["font-family"]
        #expect(
            fontFamily?.hasPrefix("\"x\\\"; } * { background: url(https://example.invalid/y.png) } \\3c /style") == true
        )
    }

    /// Numbers past what a row can use are clamped to ±100,000 (the reader already refuses more than ±1,000,000).
    @Test func hugeNumbersAreClamped() throws {
        let xib = UserCellFixture.xib.replacingOccurrences(of: "spacing=\"4\"", with: "spacing=\"900000\"")
            .replacingOccurrences(
                of: "x=\"120\" y=\"50\" width=\"90\"", with: "x=\"-900000\" y=\"50\" width=\"900000\"")
        let template = try TemplateReader.parse(Data(xib.utf8), fileName: "Huge.xib")
        let files = WebUserCellFiles(cell: try XIBCell(template: template, file: "Huge.xib"))
        #expect(files.styleSheet.contains("    gap: 100000px;"))
        #expect(files.styleSheet.contains("    left: -100000px;\n    top: 50px;\n    width: 100000px;"))
    }

    /// A real cell of the corpus (labels, an image, a button, nested views) has a counterpart for every element.
    @Test(SharedFolder.needed) func aRealCellOfTheCorpusIsTranslated() throws {
        let xib = SharedFolder.corpus("xib-corpus-2").appendingPathComponent(
            "rambler-digital-solutions__rambler-it-ios__LectureInfoTableViewCell.xib")
        let files = try WebUserCellFiles(contentsOf: xib)
        #expect(files.standIns.isEmpty)
        #expect(files.elementCount == 10)
        #expect(files.markup.contains(">Читать далее</button>"))
    }

    /// Each start tag of `markup`: its name and its attributes' names, values skipped by their quotes.
    static func markupTags(_ markup: String) -> [(tag: String, attributes: [String])] {
        var tags: [(String, [String])] = []
        var rest = Substring(markup)
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            if rest.hasPrefix("/") { continue }
            let name = String(rest.prefix { $0.isLetter })
            rest = rest.dropFirst(name.count)
            var attributes: [String] = []
            while let first = rest.first, first != ">" {
                rest = rest.drop { $0 == " " }
                let attribute = String(rest.prefix { $0 != "=" && $0 != ">" && $0 != " " })
                rest = rest.dropFirst(attribute.count)
                if !attribute.isEmpty { attributes.append(attribute) }
                if rest.hasPrefix("="), let quote = rest.dropFirst().first {
                    rest = rest.dropFirst(2)
                    rest = rest.drop { $0 != quote }.dropFirst()
                }
            }
            tags.append((name, attributes))
        }
        return tags
    }

    /// `css` without its double-quoted strings (a backslash escapes the next character).
    static func outsideStrings(_ css: String) -> String {
        var result = ""
        var inString = false
        var escaped = false
        for character in css {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

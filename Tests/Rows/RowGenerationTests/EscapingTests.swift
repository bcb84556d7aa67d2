import Foundation
import RowGeneration
import Testing

/// The escapers keep every hostile string data in its language: checked by the language's own reader (clang for C,
/// Foundation's XML parser, a JSON reader for JavaScript's literals), and, for the seed's plain texts, byte for byte
/// as scripts/rowgen/escaping.py wrote them.
@Suite struct EscapingTests {
    /// Outputs of scripts/rowgen/escaping.py (Python 3.11) for the seed's kind of text, which must not change.
    @Test func plainTextsAreWrittenAsThePythonGeneratorsWroteThem() {
        #expect(Escaping.cString("placeholder") == "\"placeholder\"")
        #expect(Escaping.cString("a\"b\\c") == "\"a\\\"b\\\\c\"")
        #expect(Escaping.objcString("naïve") == "@\"naïve\"")
        #expect(Escaping.xmlText("a & <b>") == "a &amp; &lt;b&gt;")
        #expect(Escaping.xmlAttribute("plain") == "\"plain\"")
        #expect(Escaping.xmlAttribute("a\"b") == "'a\"b'")
        #expect(Escaping.xmlAttribute("a\"b'c") == "\"a&quot;b'c\"")
        #expect(Escaping.xmlAttribute("x\ny\tz") == "\"x&#10;y&#9;z\"")
        #expect(Escaping.cssString("DejaVu Sans") == "\"DejaVu Sans\"")
        #expect(Escaping.jsString("placeholder") == "\"placeholder\"")
        #expect(Escaping.jsString("a\"b\\c\n\u{1}") == "\"a\\\"b\\\\c\\n\\u0001\"")
        #expect(Escaping.jsStringArray(["a", "b"]) == "[\"a\", \"b\"]")
    }

    /// Every hostile string, as a C string literal, compiles to a program that prints exactly its bytes.
    @Test func cStringsStayDataForClang() throws {
        let folder = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let literals = HostileText.all.map(Escaping.cString).joined(separator: ",\n    ")
        let program = """
            #include <stdio.h>
            #include <string.h>
            // \(Escaping.cLineComment(HostileText.all.joined(separator: " ")))
            static const char *texts[] = {
                \(literals)
            };
            int main(void) {
                for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) { fputs(texts[i], stdout); putchar(0); }
                return 0;
            }

            """
        try program.write(to: folder.appendingPathComponent("texts.c"), atomically: true, encoding: .utf8)
        let compile = try Tool(
            "clang",
            [
                "-std=c11", "-Werror", "-Wall", "-o", folder.appendingPathComponent("texts").path,
                folder.appendingPathComponent("texts.c").path,
            ])
        try #require(compile.status == 0, "\(compile.output)")
        let run = try Tool(folder.appendingPathComponent("texts").path, [])
        #expect(run.output == HostileText.all.map { $0 + "\0" }.joined())
    }

    /// Objective-C's literal is C's behind an `@`.
    @Test func objectiveCStringsAreCStringsBehindAnAt() {
        for text in HostileText.all { #expect(Escaping.objcString(text) == "@" + Escaping.cString(text)) }
    }

    /// Text, attribute values and comments come back from an XML parser exactly as they went in.
    @Test func xmlStaysDataForAParser() throws {
        for text in HostileText.all
        where !text.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r" }) {
            let document =
                "<!--\(Escaping.xmlComment(text))--><r a=\(Escaping.xmlAttribute(text))>\(Escaping.xmlText(text))</r>"
            let read = try ParsedElement(document)
            #expect(read.attribute == text, "attribute of \(document)")
            #expect(read.text == text, "text of \(document)")
            #expect(read.comment != nil, "comment of \(document)")
        }
    }

    /// A JavaScript literal is a JSON string (which JavaScript reads alike) holding the text, never `</script`,
    /// `<!--` or a raw line separator, and never a backquote that would interpolate.
    @Test func javaScriptStringsStayData() throws {
        for text in HostileText.all {
            let literal = Escaping.jsString(text)
            let read = try JSONSerialization.jsonObject(with: Data(literal.utf8), options: .fragmentsAllowed)
            #expect(read as? String == text, "\(literal)")
            #expect(!literal.lowercased().contains("</script") && !literal.contains("<!--"), "\(literal)")
            #expect(!literal.contains("\u{2028}") && !literal.contains("\u{2029}") && !literal.contains("\n"))
            #expect(literal.hasPrefix("\"") && literal.hasSuffix("\""))
        }
    }

    /// A QML literal is JavaScript's: a JSON string holding the text, on one line, so that `" + Qt.quit() + "` can
    /// never close it and make the binding an expression.
    @Test func qmlStringsStayData() throws {
        for text in HostileText.all + ["\" + Qt.quit() + \""] {
            let literal = Escaping.qmlString(text)
            let read = try JSONSerialization.jsonObject(with: Data(literal.utf8), options: .fragmentsAllowed)
            #expect(read as? String == text, "\(literal)")
            let oneLine = !literal.contains { $0.isNewline }
            #expect(oneLine, "\(literal)")
        }
    }

    /// A CSS string ends only at its closing quote; a comment holds no `*/`; a C line comment no line break and no
    /// backslash that could splice the next line in.
    @Test func cssStringsAndCommentsCannotEndEarly() {
        #expect(Escaping.cssString("a\"b\\c\nd") == "\"a\\\"b\\\\c\\a d\"")
        #expect(Escaping.cssComment("*/ x { } /*") == "* / x { } /*")
        for text in HostileText.all {
            let comment = Escaping.cLineComment(text)
            #expect(!comment.contains(where: \.isNewline) && !comment.hasSuffix("\\"), "\(comment)")
            #expect(!Escaping.xmlComment(text).contains("--") && !Escaping.xmlComment(text).hasSuffix("-"))
        }
    }
}

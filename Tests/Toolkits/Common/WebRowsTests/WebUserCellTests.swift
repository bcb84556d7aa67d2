import ChromiumRows
import Foundation
import TestFixtures
import Testing
import Toolkit
import WebRows

/// A user's cell in each engine (`run --template`; docs/web.md, "A user's cell"): prepared as the command prepares it
/// (files written), given to the engine's page, and built by every construction into the same DOM; its hostile
/// strings (`WebUserCellFixture`) build exactly the texts and attributes the XIB holds, and run and fetch nothing.
@ToolkitActor
@Suite(.serialized)
struct WebUserCellTests {
    @Test(WebEngineTraits.chromium, arguments: WebUserCellCheck.allCases)
    func chromium(_ check: WebUserCellCheck) throws {
        try check.run(.chromium, WebEngine.chromium.toolkit())
    }

    @Test(WebEngineTraits.webKit, arguments: WebUserCellCheck.allCases)
    func webkit(_ check: WebUserCellCheck) throws {
        try check.run(.webkit, WebEngine.webkit.toolkit())
    }

    @Test(WebEngineTraits.chromium, SharedFolder.needed) func chromiumCorpus() throws {
        try WebUserCellCheck.everyCorpusCell(.chromium, WebEngine.chromium.toolkit())
    }

    @Test(WebEngineTraits.webKit, SharedFolder.needed) func webkitCorpus() throws {
        try WebUserCellCheck.everyCorpusCell(.webkit, WebEngine.webkit.toolkit())
    }
}

enum WebUserCellCheck: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case preparingWritesTheFilesAndListsTheStandIns
    case everyConstructionBuildsTheSameTree
    case theHostileCellRunsAndFetchesNothing
    case theFactoriesAreTimedByTheEngine

    var testDescription: String { rawValue }

    @ToolkitActor
    func run(_ engine: WebEngine, _ toolkit: any WebEngineToolkit) throws {
        guard let building = toolkit as? any UserCellToolkit else {
            Issue.record("\(engine.title) builds no user's cell")
            return
        }
        switch self {
        case .preparingWritesTheFilesAndListsTheStandIns:
            try Self.prepared(building) { folder, preparation in
                #expect(preparation.standIns == ["UISlider": 1, "UIProgressView": 1])
                #expect(preparation.compilations.isEmpty)
                for file in ["UserCell.js", "UserCell.html", "UserCell.css"] {
                    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), "\(file)")
                }
            }
            #expect(building.userCellConstructions == Self.constructions(engine))
        case .everyConstructionBuildsTheSameTree:
            try Self.prepared(building) { folder, _ in try Self.sameTree(engine, toolkit, folder) }
        case .theHostileCellRunsAndFetchesNothing:
            try Self.prepared(building) { folder, _ in try Self.runsNothing(engine, toolkit, folder) }
        case .theFactoriesAreTimedByTheEngine:
            try Self.prepared(building) { folder, _ in
                for construction in Self.constructions(engine) {
                    for laidOut in [false, true] {
                        let factory = try building.makeUserCellFactory(
                            construction: construction, folder: folder, laidOut: laidOut)
                        _ = try #require(factory as? EngineTimedRowFactory).timeRows(3)
                    }
                }
                #expect(throws: ToolkitError.self) {
                    try building.makeUserCellFactory(
                        construction: "\(engine.name)-sweep", folder: folder, laidOut: false)
                }
            }
        }
    }

    static func constructions(_ engine: WebEngine) -> [String] {
        ["code", "code-css", "html", "template", "template-import", "template-precomputed"].map {
            "\(engine.name)-\($0)"
        }
    }

    /// The hostile fixture prepared into a folder of its own, removed after `body`.
    @ToolkitActor
    static func prepared(
        _ toolkit: any UserCellToolkit, _ body: (URL, UserCellPreparation) throws -> Void
    ) throws {
        let xib = try WebUserCellFixture.write()
        defer { try? FileManager.default.removeItem(at: xib.deletingLastPathComponent()) }
        let folder = xib.deletingLastPathComponent().appendingPathComponent("cell-\(toolkit.name)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try body(folder, try toolkit.prepareUserCell(file: xib, folder: folder))
    }

    /// The six constructions give the same dump, laid out, and it is the fixture's tree with its strings as written,
    /// its shrinking label (`shrinks`, 12 px in 40 px, a scale factor of 0.5) fitted below its size.
    @ToolkitActor
    static func sameTree(_ engine: WebEngine, _ toolkit: any WebEngineToolkit, _ folder: URL) throws {
        let reference = try toolkit.dumpUserRow(construction: "\(engine.name)-code", folder: folder)
        for construction in constructions(engine).dropFirst() {
            #expect(try toolkit.dumpUserRow(construction: construction, folder: folder) == reference, "\(construction)")
        }
        let lines = reference.split(separator: "\n").map(String.init)
        try #require(lines.count == 13, "\(reference)")
        #expect(lines[0].hasPrefix("div [data-uikit=\"cell\"] frame=(0,0,320,120) display=block position=relative"))
        #expect(lines[1].hasPrefix("  div [data-uikit=\"content\"] frame=(0,0,320,119.5)"))
        #expect(lines[2].hasPrefix("    span [data-uikit=\"UILabel\"] frame=(10,4,200,20)"))
        #expect(lines[2].contains(" font-size=15px font-weight=700 "))
        #expect(lines[2].contains(" text=\(try json([WebUserCellFixture.hostileText]))"))
        #expect(lines[3].hasPrefix("    img [alt=\"\" data-uikit=\"UIImageView\"] frame=(270,4,40,40)"))
        #expect(lines[3].hasSuffix(" src=\"\""))
        #expect(lines[4].contains("button [data-uikit=\"UIButton\" type=\"button\"] frame=(10,80,102,36)"))
        #expect(lines[4].contains(" text=\(try json([WebUserCellFixture.hostileTitle]))"))
        #expect(lines[6].hasPrefix("      span [data-uikit=\"UILabel\"] frame=(10,28,137,20)"))
        #expect(lines[7].contains("input [checked=\"\" data-uikit=\"UISwitch\" type=\"checkbox\"]"))
        #expect(lines[7].hasSuffix("checked=true disabled=false"))
        #expect(
            lines[8].contains(
                "input [data-uikit=\"UITextField\" placeholder=\(try json(WebUserCellFixture.hostilePlaceholder)) "
                    + "type=\"text\" value=\"typed\"]"))
        #expect(lines[9].contains("div [data-uikit=\"UIStackView\"] frame=(220,50,40,20) display=flex"))
        #expect(lines[9].contains("flex-direction=column gap=4px"))
        // Frames are in the cell: the stack's label is a flex item at the stack's origin.
        #expect(lines[10].hasPrefix("      span [data-uikit=\"UILabel\"] frame=(220,50,40,20) display=block"))
        let font = "\"" + WebUserCellFixture.hostileFont.replacingOccurrences(of: "\"", with: "\\\"") + "\""
        #expect(lines[10].contains(" font-family=\(font) font-size="), "the font's name as the XIB writes it")
        let size = try #require(Double(lines[10].split(separator: " font-size=")[1].prefix { $0 != "p" }))
        #expect(size < 12 && size >= 6, "\(lines[10])")
        // A label that keeps its size is still measured, and keeps it.
        #expect(lines[6].contains(" font-size=14px "), "\(lines[6])")
        #expect(lines[11].hasPrefix("    div [data-uikit=\"stand-in UISlider\"] frame=(120,50,90,31)"))
    }

    /// Every construction's row holds no script, handler or image source; nothing the XIB holds ran
    /// (`globalThis.pwned`), the page's scripts are its own three, and Chromium's page asked for nothing outside.
    @ToolkitActor
    static func runsNothing(_ engine: WebEngine, _ toolkit: any WebEngineToolkit, _ folder: URL) throws {
        for construction in constructions(engine) {
            _ = try toolkit.dumpUserRow(construction: construction, folder: folder)
            let name = construction.dropFirst(engine.name.count + 1)
            let id = try #require(
                try toolkit.evaluate(
                    String(contentsOf: folder.appendingPathComponent("UserCell.js"), encoding: .utf8), during: "test")
                    as? String)
            let found = try toolkit.evaluate(
                """
                (() => { const cell = NibOrNotUserCells.maker("\(id)", "\(name)")();
                    document.getElementById("host").replaceChildren(cell); cell.offsetHeight;
                    const found = cell.querySelectorAll("script, style, [src], [href], [onerror], [onfocus]").length;
                    document.getElementById("host").replaceChildren(); return found; })()
                """, during: "test")
            #expect(found as? Int == 0, "\(construction)")
        }
        #expect(try toolkit.evaluate("typeof globalThis.pwned", during: "test") as? String == "undefined")
        #expect(try toolkit.evaluate("document.scripts.length", during: "test") as? Int == 3)
        if let chromium = toolkit as? ChromiumToolkit { #expect(chromium.blockedRequests == []) }
    }

    /// Every table or collection view cell of the corpus builds the same tree by the six constructions: the mapping
    /// drives them all, whatever a real app's cell holds. Cells are registered side by side in one page.
    @ToolkitActor
    static func everyCorpusCell(_ engine: WebEngine, _ toolkit: any WebEngineToolkit) throws {
        let building = try #require(toolkit as? any UserCellToolkit)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("web-corpus-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var built = 0
        for file in SharedFolder.xibFiles(in: "xib-corpus-2") {
            let folder = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let xib = SharedFolder.corpus("xib-corpus-2").appendingPathComponent(file)
            // A XIB of a plain view is no cell: the command leaves the engine out for it, in one line.
            guard (try? building.prepareUserCell(file: xib, folder: folder)) != nil else { continue }
            let reference = try toolkit.dumpUserRow(construction: "\(engine.name)-code", folder: folder)
            for construction in constructions(engine).dropFirst() {
                let dump = try toolkit.dumpUserRow(construction: construction, folder: folder)
                #expect(dump == reference, "\(file): \(construction)")
            }
            built += 1
        }
        #expect(built >= 30, "cells of ../shared/xib-corpus-2 built in \(engine.title): \(built)")
        if let chromium = toolkit as? ChromiumToolkit { #expect(chromium.blockedRequests == []) }
    }

    static func json(_ value: Any) throws -> String {
        String(
            decoding: try JSONSerialization.data(
                withJSONObject: value, options: [.fragmentsAllowed, .withoutEscapingSlashes]), as: UTF8.self)
    }
}

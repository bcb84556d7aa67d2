import Foundation
@testable import QmlRows
import RowGeneration
import TestFixtures
import Testing
import Toolkit

/// A user's cell on Qt Quick (`run --template`; docs/qml.md, "A user's cell"): prepared as the command prepares it
/// (document written, its C++ and Qt's ahead-of-time tools' C++ compiled by clang into modules), then built by every
/// construction into the same tree, hostile strings included. Qt work runs on `QtThread`.
@Suite(.serialized) struct QmlUserCellTests {
    static let constructions = [
        "qml-code", "qml-component-file", "qml-component", "qml-component-precomputed", "qml-cachegen", "qml-tc",
    ]

    /// Strings that would end a literal or a comment of QML or C++, or be a binding, if they were not escaped.
    static let hostileTexts = [
        "\" + Qt.platform.os + \"", "${Qt.platform.os}", "`${Qt.platform.os}`", "\"); system(\"x", "*/ int x; /*",
        "</script><script>alert(1)</script>", "a\\", "line\n    Component.onCompleted: Qt.quit()\n", "??/",
        "<b>rich</b>",
        "naïve ☃ 𝄞", "\u{2028}x: 1\u{2029}", "tab\there",
    ]

    /// The fixture, or the fixture with `replacing` applied, prepared into a new folder.
    static func prepare(
        _ toolkit: QmlToolkit, replacing: [(String, String)] = []
    ) throws -> (folder: URL, preparation: UserCellPreparation) {
        let xib = try UserCellFixture.write()
        let text = replacing.reduce(UserCellFixture.xib) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
        try Data(text.utf8).write(to: xib)
        let folder = xib.deletingLastPathComponent().appendingPathComponent("cell-qml")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return (folder, try toolkit.prepareUserCell(file: xib, folder: folder))
    }

    /// Each construction's dump, built and polished, of the cell prepared in `folder`.
    static func dumps(_ toolkit: QmlToolkit, _ folder: URL) throws -> [[String]] {
        try [false, true].map { polished in
            try constructions.map { try toolkit.dumpUserRow(construction: $0, folder: folder, laidOut: polished) }
        }
    }

    /// The six constructions give the same dump, built and polished, and it is the fixture's tree, its stack's label
    /// (`shrinks`, 12 pt in 40 px, a scale factor of 0.5) fitted below its size, the precomputed component's from
    /// the size written in at load.
    @Test func everyConstructionBuildsTheSameTree() throws {
        let (dumps, preparation) = try QtThread.shared.run {
            let toolkit = try startedToolkit()
            let (folder, preparation) = try Self.prepare(toolkit)
            defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
            return (try Self.dumps(toolkit, folder), preparation)
        }
        for (built, polished) in zip(dumps[0], dumps[1]) {
            #expect(built == dumps[0][0])
            #expect(polished == dumps[1][0])
        }
        #expect(preparation.standIns == ["UIButton": 1, "UISwitch": 1, "UISlider": 1, "UIProgressView": 1])
        #expect(preparation.compilations.first?.what == "qml-code of UserCell.xib (C++, 13 items)")
        #expect(
            preparation.compilations.last?.what.hasPrefix(
                "qml-cachegen and qml-tc of UserCell.xib (qmlcachegen's and qmltc's C++, the tools ") == true,
            "\(preparation.compilations)")
        let lines = dumps[1][0].split(separator: "\n")
        #expect(lines.count == 13, "\(dumps[1][0])")
        #expect(lines.first?.hasPrefix("QQuickItem \"cell\" frame=(0,0,320,120)") == true)
        #expect(lines.contains { $0.contains("QQuickText \"UILabel\" frame=(10,4,200,20)") })
        #expect(lines.contains { $0.contains("text=\"\(UserCellFixture.hostileText)\" font=\"DejaVu Sans\"") })
        #expect(lines.contains { $0.contains("QQuickImage \"UIImageView\" frame=(270,4,40,40)") })
        #expect(lines.contains { $0.contains("QQuickItem \"stand-in UIButton\" frame=(10,80,102,36)") })
        #expect(lines.contains { $0.contains("QQuickRectangle \"UIView\"") && $0.contains("fills=rgba(255,255,255") })
        #expect(lines.contains { $0.contains("QQuickTextInput \"UITextField\"") && $0.contains("input=\"typed\"") })
        #expect(lines.contains { $0.contains("QQuickColumn \"UIStackView\"") && $0.contains("spacing=4") })
        #expect(lines.contains { $0.contains("\"UILabel\"") && $0.contains("text=\"inner\"") && $0.contains("wrap=1") })
        let shrunk = try #require(lines.first { $0.contains("text=\"shrinks\"") }, "\(dumps[1][0])")
        #expect(shrunk.contains(" fit=true minimum=6"), "\(shrunk)")
        let size = try #require(Double(shrunk.split(separator: " size=")[1].prefix { $0 != "p" }))
        #expect(size < 12 && size >= 6, "\(shrunk)")
    }

    /// Each hostile string comes out of every construction as the text it is, not as what QML or C++ would make of
    /// it: had `" + Qt.platform.os + "` become a binding, the text would read `linux`. A font named to end a literal
    /// is a family name as written. One cell holds them all (a label each), so the C++ is compiled once.
    @Test func hostileStringsAreShownAsWritten() throws {
        let labels = Self.hostileTexts.enumerated().map { index, text in
            """
            <label opaque="NO" text=\(Self.attribute(text)) id="hostile-\(index)">
                <rect key="frame" x="0.0" y="\(index)" width="300" height="1"/>
            </label>
            """
        }
        let font =
            "<fontDescription key=\"fontDescription\" name=\(Self.attribute(Self.hostileFont)) family=\"Evil\" "
            + "pointSize=\"12\"/>"
        let (dumps, folder) = try QtThread.shared.run {
            let toolkit = try startedToolkit()
            let (folder, _) = try Self.prepare(
                toolkit,
                replacing: [
                    ("<slider ", labels.joined(separator: "\n") + "\n<slider "),
                    ("<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"12\"/>", font),
                ])
            return (try Self.dumps(toolkit, folder), folder)
        }
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        for dump in dumps.joined() {
            #expect(dump == dumps[0][0] || dump == dumps[1][0])
            for text in Self.hostileTexts {
                #expect(dump.contains("text=\"\(text)\" font="), "\(text): \(dump)")
            }
            #expect(dump.contains("text=\"shrinks\" font=\"\(Self.hostileFont)\" size="), "\(dump)")
            #expect(!dump.contains("text=\"linux\"") && !dump.contains("text=\" + linux + \""))
        }
        // The modules import no `system`: the C++ text stayed a literal, in the code and in Qt's tools' output.
        for module in ["qml-code.so", "qml-ahead.so"] {
            let imports = try Self.undefinedSymbols(folder.appendingPathComponent(module))
            #expect(!imports.contains(" system"), "\(module): \(imports)")
        }
    }

    /// A precomputed document that marks a label the cell's document lacks fails the cell's loading in one line
    /// naming the file, before any row is built.
    @Test func aPrecomputedDocumentWithAnExtraMarkerIsRefused() throws {
        let message = try QtThread.shared.run {
            let toolkit = try startedToolkit()
            let (folder, _) = try Self.prepare(
                toolkit, replacing: [("width=\"320\" height=\"120\"", "width=\"321\" height=\"120\"")])
            defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
            let file = folder.appendingPathComponent(QmlUserCellFiles.precomputedFileName)
            let text = try String(contentsOf: file, encoding: .utf8)
            try Data((text + "// @FIT_9@\n").utf8).write(to: file)
            do {
                _ = try toolkit.dumpUserRow(
                    construction: "qml-component-precomputed", folder: folder, laidOut: false)
                return "no error"
            } catch { return "\(error)" }
        }
        #expect(
            message.contains("UserCellPrecomputed.qml marks more shrinking labels than the cell's document has"),
            "\(message)")
    }

    static let hostileFont = "Evil\"); system(\"x\" + Qt.quit() + \""

    /// Preparing again takes both modules from the cache: the tools' C++ of one document is the same in every folder.
    @Test func preparingAgainTakesTheModuleFromTheCache() throws {
        let again = try QtThread.shared.run {
            let toolkit = try startedToolkit()
            let (first, _) = try Self.prepare(toolkit)
            let (second, preparation) = try Self.prepare(toolkit)
            for folder in [first, second] {
                try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
            }
            return preparation
        }
        #expect(again.compilations.map(\.wasCached) == [true, true])
    }

    /// Each construction's row is made the way it says: qmltc's class, the document's type (`UserCell_QMLTYPE_n`)
    /// from the unit's qrc URL or from the document's file, or a plain item of code with no document. The dumps
    /// cannot tell them apart: they name items by their Qt Quick class.
    @Test func eachConstructionMakesItsRowItsOwnWay() throws {
        let origins = try QtThread.shared.run {
            let toolkit = try startedToolkit()
            let (folder, _) = try Self.prepare(toolkit)
            defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
            return try Self.constructions.map { construction in
                let factory = try toolkit.makeUserCellFactory(
                    construction: construction, folder: folder, laidOut: false)
                return try (factory as! QmlUserRowFactory).makeRow().origin
            }
        }
        let byConstruction = Dictionary(uniqueKeysWithValues: zip(Self.constructions, origins))
        #expect(byConstruction["qml-code"] == "QQuickItem ", "\(origins)")
        #expect(
            byConstruction["qml-tc"]?.hasPrefix("NibOrNotUserCell_") == true
                && byConstruction["qml-tc"]?.contains("::UserCell qrc:/nibornot/usercell/") == true, "\(origins)")
        #expect(
            byConstruction["qml-cachegen"]?.hasPrefix("UserCell_QMLTYPE_") == true
                && byConstruction["qml-cachegen"]?.contains(" qrc:/nibornot/usercell/") == true, "\(origins)")
        for construction in ["qml-component", "qml-component-file"] {
            #expect(
                byConstruction[construction]?.hasPrefix("UserCell_QMLTYPE_") == true
                    && byConstruction[construction]?.contains(" file:///") == true
                    && byConstruction[construction]?.hasSuffix("/UserCell.qml") == true, "\(origins)")
        }
        #expect(
            byConstruction["qml-component-precomputed"]?.hasPrefix("UserCellPrecomputed_QMLTYPE_") == true
                && byConstruction["qml-component-precomputed"]?.hasSuffix("/UserCellPrecomputed.qml") == true,
            "\(origins)")
    }

    @Test(arguments: constructions)
    func releasingARowFreesItsWholeTree(construction: String) throws {
        let (watched, destroyed) = try QtThread.shared.run {
            let toolkit = try startedToolkit()
            let (folder, _) = try Self.prepare(toolkit)
            defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
            let factory = try toolkit.makeUserCellFactory(construction: construction, folder: folder, laidOut: true)
            var row: QmlOwnedRow? = try (factory as! QmlUserRowFactory).makeRow()
            row?.watchDestruction()
            let before = QmlCall.destroyedItems
            let watched = row?.itemCount ?? 0
            row = nil
            return (watched, QmlCall.destroyedItems - before)
        }
        #expect(watched == 13)
        #expect(destroyed == watched, "\(construction)")
    }

    /// Every table or collection view cell of the corpus builds the same tree by the six constructions, built and
    /// polished: the mapping drives them all, whatever a real app's cell holds. Cells load side by side in one process,
    /// each ahead-compiled unit answering its own URL.
    @Test(SharedFolder.needed) func everyCorpusCellBuildsTheSameTreeEveryWay() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("qml-corpus-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var built = 0
        for file in SharedFolder.xibFiles(in: "xib-corpus-2") {
            let dumps: [[String]]? = try QtThread.shared.run {
                let toolkit = try startedToolkit()
                let folder = root.appendingPathComponent(file)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let xib = SharedFolder.corpus("xib-corpus-2").appendingPathComponent(file)
                // A XIB of a plain view is no cell: the command leaves Qt Quick out for it, in one line.
                guard (try? toolkit.prepareUserCell(file: xib, folder: folder)) != nil else { return nil }
                return try Self.dumps(toolkit, folder)
            }
            guard let dumps else { continue }
            for (index, construction) in Self.constructions.enumerated().dropFirst() {
                #expect(dumps[0][index] == dumps[0][0], "\(file): \(construction)")
                #expect(dumps[1][index] == dumps[1][0], "\(file): \(construction), polished")
            }
            built += 1
        }
        #expect(built >= 30, "cells of ../shared/xib-corpus-2 built on Qt Quick: \(built)")
    }

    /// `text` as an XML attribute's value with its quotes (a newline as `&#10;`, so that it stays one).
    static func attribute(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case "\"": escaped += "&quot;"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: escaped += "&#\(scalar.value);"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"" + escaped + "\""
    }

    /// `nm -D --undefined-only` of a module: the functions it imports.
    static func undefinedSymbols(_ module: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["nm", "-D", "--undefined-only", module.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self)
    }
}

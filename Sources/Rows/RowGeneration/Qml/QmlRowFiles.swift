import Foundation
import Views

/// Every file of Qt Quick's rows (docs/qml.md) generated from the seed's XIBs (the former generate-qml-rows.py's,
/// byte for byte, with `QmltcRow.cpp` added):
///
/// - templates/qml/Cell.qml, Cell2.qml: the seed's row as QML documents, shrink-to-fit on and off;
/// - templates/qml/CellPrecomputed.qml: Cell.qml with `@SIZE_<tag>@` where each label's fitted size goes;
/// - templates/qml/CellTextFit.qml: Cell.qml with Qt Quick's own `fontSizeMode: Text.Fit`;
/// - Sources/Toolkits/Qml/QmlRow/Generated/CodeRow.cpp: `qml-code`, item by item;
/// - Generated/QmltcRow.cpp: `qml-tc`, qmltc's classes made (generated because it includes their headers);
/// - templates/qml/sweep/RowN.qml and Generated/Sweep/CodeRows.cpp: the sweep's rows of N labels.
///
/// What Qt's tools compile from the documents (qmlcachegen's units and loader, qmltc's classes, moc's output) is
/// theirs, run by the build (GenerateRows) on the committed documents; the C++ files are written at build time and
/// not committed, the documents are committed. The XIBs are read and refused as Qt Widgets' are (`requireQtRow`),
/// and a label's alignment, line breaks and baseline must be the ones `Text` is given.
public enum QmlRowFiles {
    /// The script whose files these are; every file's header names it.
    static let script = "generate-qml-rows.py"
    static let folder = "templates/qml"
    static let codeFolder = "Sources/Toolkits/Qml/QmlRow/Generated"

    /// The files of the package at `root`, by path relative to it.
    public static func files(packageRoot root: URL) throws -> [String: String] {
        try files(from: SeedXIBs(packageRoot: root))
    }

    /// The files generated from `xibs`, by path relative to the package.
    public static func files(from xibs: SeedXIBs) throws -> [String: String] {
        let fit = try QtRowFiles.seedRow(xibs, SeedXIBs.fit, for: "Qt Quick")
        let noFit = try QtRowFiles.seedRow(xibs, SeedXIBs.noFit, for: "Qt Quick")
        try fit.checkSeedPair(noFit: noFit)
        try fit.requireTextLayout()
        var files = [
            "\(folder)/Cell.qml": try QmlDocument.text(fit, source: SeedXIBs.fit),
            "\(folder)/Cell2.qml": try QmlDocument.text(noFit, source: SeedXIBs.noFit),
            "\(folder)/CellPrecomputed.qml": try QmlDocument.text(fit, source: SeedXIBs.fit, sizeMarkers: true),
            "\(folder)/CellTextFit.qml": try QmlDocument.text(fit, source: SeedXIBs.fit, textFit: true),
            QmlCodeRow.file: try QmlCodeRow.text(fit),
            QmlCodeRow.qmltcFile: QmlCodeRow.qmltcText(),
        ]
        let sweep = try QtRowFiles.sweepRows(xibs, for: "Qt Quick")
        for (count, row) in sweep {
            try row.requireTextLayout()
            files["\(folder)/sweep/Row\(count).qml"] = try QmlDocument.text(row, source: SeedXIBs.sweepNoFit(count))
        }
        files[QmlCodeRow.sweepFile] = try QmlCodeRow.sweepText(sweep)
        return files
    }

    /// `#rrggbb` for an opaque colour, `#aarrggbb` otherwise, as QML reads a colour string.
    static func color(_ color: Color) -> String {
        let channels = color.eightBitChannels
        let hex = { (value: Int) in (value < 16 ? "0" : "") + String(value, radix: 16) }
        let rgb = hex(channels.red) + hex(channels.green) + hex(channels.blue)
        return "#" + (channels.alpha == 255 ? rgb : hex(channels.alpha) + rgb)
    }
}

extension XIBRow {
    /// What `Text` is given of every label: left alignment (natural or left), tail truncation (`Text.ElideRight`)
    /// and shrunk text centred (`Text.AlignVCenter`, UIKit's `alignCenters`); any other is refused.
    func requireTextLayout() throws {
        for label in labels {
            let reason: String? =
                if ![.natural, .left].contains(label.alignment) {
                    "is aligned \(label.alignment.rawValue); only natural or left is translated to Qt Quick"
                } else if label.lineBreak != .tailTruncation {
                    "breaks lines by \(label.lineBreak.rawValue); only tail truncation is translated to Qt Quick"
                } else if label.baselineAdjustment != .alignCenters {
                    "has baseline adjustment \(label.baselineAdjustment.rawValue); only alignCenters is translated"
                } else {
                    nil
                }
            if let reason {
                throw RowGenerationError(file: file, line: label.line, reason: "label tag \(label.tag) \(reason)")
            }
        }
    }
}

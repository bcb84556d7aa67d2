import Foundation
import Views

/// Every file of Qt Widgets' rows (docs/qt.md) that scripts/generate-qt-rows.py writes itself, byte for byte:
///
/// - templates/qt/Cell.ui, Cell2.ui: Qt Designer forms of the seed's row with shrink-to-fit on and off;
/// - Sources/Toolkits/Qt/QtRow/Generated/CodeRow.cpp: `qt-code`, label by label;
/// - Generated/UicRow.cpp: `qt-uic`, uic's classes of the two forms set up (generated because it includes them);
/// - templates/qt/sweep/RowN.ui, Generated/Sweep/CodeRows.cpp and Sweep/UicRows.cpp: the sweep's rows of N labels.
///
/// uic's C++ for each form (`ui_Cell.h`, `Sweep/ui_RowN.h`) is Qt's tool's output, not this generator's. Qt
/// Quick's rows (`QmlRowFiles`) read the XIBs through the same checks, since both Qts take a row alike.
public enum QtRowFiles {
    /// The script whose files these are; every C++ file's header names it.
    static let script = "generate-qt-rows.py"
    static let folder = "templates/qt"
    static let codeFolder = "Sources/Toolkits/Qt/QtRow/Generated"
    /// The bold system font's stand-in, as the model's font substitution table and the GTK rows use.
    static let family = "DejaVu Sans"

    /// The files of the package at `root`, by path relative to it.
    public static func files(packageRoot root: URL) throws -> [String: String] {
        try files(from: SeedXIBs(packageRoot: root))
    }

    /// The files generated from `xibs`, by path relative to the package.
    public static func files(from xibs: SeedXIBs) throws -> [String: String] {
        let fit = try seedRow(xibs, SeedXIBs.fit, for: "Qt")
        let noFit = try seedRow(xibs, SeedXIBs.noFit, for: "Qt")
        try fit.checkSeedPair(noFit: noFit)
        var files = [
            "\(folder)/Cell.ui": try QtForm.text(fit, className: "Cell"),
            "\(folder)/Cell2.ui": try QtForm.text(noFit, className: "Cell2"),
            QtCodeRow.file: try QtCodeRow.text(fit),
            QtCodeRow.uicFile: QtCodeRow.uicText(),
        ]
        let sweep = try sweepRows(xibs, for: "Qt")
        for (count, row) in sweep {
            files["\(folder)/sweep/Row\(count).ui"] = try QtForm.text(row, className: "Row\(count)")
        }
        files[QtCodeRow.sweepFile] = try QtCodeRow.sweepText(sweep)
        files[QtCodeRow.uicSweepFile] = QtCodeRow.uicSweepText(sweep.map(\.count))
        return files
    }

    /// A seed row of 20 labels (the code rows name them firstLabel ... twentiethLabel), refused when it asks for
    /// what a Qt row (Widgets', or Quick's: `toolkit`) does not translate.
    static func seedRow(_ xibs: SeedXIBs, _ path: String, for toolkit: String) throws -> XIBRow {
        let row = try xibs.row(path, expectedLabels: 20)
        try row.requireQtRow(for: toolkit)
        return row
    }

    /// The sweep's rows without fit, each refused as the seed's rows are.
    static func sweepRows(_ xibs: SeedXIBs, for toolkit: String) throws -> [(count: Int, row: XIBRow)] {
        try xibs.sweepRows().map { count, row in
            try row.requireQtRow(for: toolkit)
            return (count, row)
        }
    }

    /// A background view's colour, which a Qt row needs (the widget or rectangle fills itself with it).
    static func fill(_ background: XIBBackground, _ row: XIBRow) throws -> Color {
        guard let color = background.color else {
            throw RowGenerationError(file: row.file, reason: "a background view has no backgroundColor")
        }
        return color
    }

    /// `QColor(0, 51, 128, 255)`: the channels in 8 bits, as a form's `<color>` holds them.
    static func qColor(_ color: Color) -> String {
        let channels = color.eightBitChannels
        return "QColor(\(channels.red), \(channels.green), \(channels.blue), \(channels.alpha))"
    }

    /// `10.0`: a label's minimum font size as the forms' `<double>` and `setProperty` write it (Python's `.1f`).
    static func minimum(_ label: XIBLabel) -> String {
        String(format: "%.1f", label.minimum)
    }
}

extension XIBRow {
    /// What a Qt row translates: the bold system font without a shadow colour, a text colour and a clear background
    /// on every label, frames in whole points (a form's geometry and `QWidget::setGeometry` take integers), and
    /// whole font sizes (`QFont::setPointSize` takes an integer; a fraction would be cut off in code and refused by
    /// uic in a form, so the two rows would differ).
    func requireQtRow(for toolkit: String) throws {
        try requirePlainLabels(for: toolkit, lineBreak: false)
        try requireClearLabelBackgrounds(for: toolkit)
        let isWhole = { (frame: Rect) in
            [frame.origin.x, frame.origin.y, frame.width, frame.height].allSatisfy { $0.rounded() == $0 }
        }
        guard isWhole(frame) else {
            throw RowGenerationError(
                file: file, reason: "the cell's frame is not in whole points; \(toolkit) needs them")
        }
        for label in labels {
            guard isWhole(label.frame) else {
                throw RowGenerationError(
                    file: file, line: label.line,
                    reason: "label tag \(label.tag): its frame is not in whole points; \(toolkit) geometry is in pixels"
                )
            }
            guard label.size.rounded() == label.size else {
                throw RowGenerationError(
                    file: file, line: label.line,
                    reason: "label tag \(label.tag): font size \(label.size) is not whole; \(toolkit)'s point size is")
            }
        }
    }
}

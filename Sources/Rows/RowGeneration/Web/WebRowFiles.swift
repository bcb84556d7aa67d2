import Foundation

/// Every generated file of the web engines' page (docs/web.md), from the seed's XIBs: what
/// scripts/generate-web-rows.py writes, byte for byte, under templates/web/.
///
/// - Row.css: the cell, its backgrounds, the shared label look (`row-label`) and one class per label's frame;
/// - Cell.html, Cell2.html: the row's markup with and without shrink-to-fit;
/// - rows.js: `-code` (every style property set through `element.style`, label by label) and `-code-css` (one
///   class per label), the markup as strings, the labels' texts and widths, and the fit rule's numbers;
/// - Sweep.css and sweep.js: the sweep's rows of N labels, code both ways and markup, without shrink-to-fit.
///
/// The page's hand-written part (bench.js) is not generated. The XIBs are read and refused as GTK's rows are: the
/// page has one label style, as GTK's style sheet has.
public enum WebRowFiles {
    static let script = "generate-web-rows.py"
    static let folder = "templates/web"
    static let pair = "templates/Cell.xib and Cell2.xib"

    /// The files of the package at `root`, by path relative to it.
    public static func files(packageRoot root: URL) throws -> [String: String] {
        try files(from: SeedXIBs(packageRoot: root))
    }

    /// The files generated from `xibs`, by path relative to the package.
    public static func files(from xibs: SeedXIBs) throws -> [String: String] {
        let fit = try GtkRowFiles.seedRow(xibs, SeedXIBs.fit, for: "the web page")
        let noFit = try GtkRowFiles.seedRow(xibs, SeedXIBs.noFit, for: "the web page")
        try fit.checkSeedPair(noFit: noFit)
        _ = try fit.oneLabelStyle(for: "web")
        let sweep = try GtkRowFiles.sweepRows(xibs, seed: noFit, for: "the web page")
        return [
            "\(folder)/Row.css": try WebStyle.rowCSS(fit),
            "\(folder)/Cell.html": WebMarkup.row(fit) + "\n",
            "\(folder)/Cell2.html": WebMarkup.row(noFit) + "\n",
            "\(folder)/rows.js": try WebScript.rows(fit: fit, noFit: noFit),
            "\(folder)/Sweep.css": try WebStyle.sweepCSS(sweep),
            "\(folder)/sweep.js": try WebScript.sweep(sweep),
        ]
    }
}

/// The row's markup on one line: no whitespace text nodes, so that a parsed row is the tree code builds. A label's
/// text is escaped as HTML text (`&`, `<`, `>`), so it can never open a tag.
enum WebMarkup {
    static func row(_ row: XIBRow) -> String {
        let labels = row.labels.map { label in
            "<span class=\"row-label label-\(label.tag)\(label.fit ? " shrinks-to-fit" : "")\">"
                + "\(Escaping.xmlText(label.text))</span>"
        }
        return "<div class=\"cell\"><div class=\"cell-background\"></div><div class=\"cell-selected-background\"></div>"
            + "<div class=\"content\">\(labels.joined())</div></div>"
    }

    /// A sweep row of `count` labels: one class per label's frame, `sweepN-size` on the cell and its three views.
    static func sweepRow(_ count: Int, _ row: XIBRow) -> String {
        let labels = row.labels.map { label in
            "<span class=\"row-label sweep\(count)-label-\(label.tag)\">\(Escaping.xmlText(label.text))</span>"
        }
        let size = "sweep\(count)-size"
        return "<div class=\"cell \(size)\"><div class=\"cell-background \(size)\"></div>"
            + "<div class=\"cell-selected-background \(size)\"></div><div class=\"content \(size)\">"
            + "\(labels.joined())</div></div>"
    }
}

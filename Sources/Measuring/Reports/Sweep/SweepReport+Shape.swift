import Foundation
import Results

/// What a sweep's report says about a construction whose cost is not a straight line in the labels, and how it
/// describes the rows and constructions of a real toolkit's sweep (the model's have their own words).
extension SweepReport {
    /// A least-squares line is a fair summary only when the points lie near it. A fixed cost whose interval lies
    /// wholly below zero cannot be a real cost: the time per added label grows with the labels (Qt Quick's
    /// component compiled per row does), and the line's two figures would mislead. Such a construction gets the
    /// time each added label costs at the small end and at the large end instead.
    func curvedLineHeadline(_ line: SweepAnalysis.Line) -> String? {
        guard line.fixedInterval.upper < 0 else { return nil }
        let points = analysis.points.filter { $0.construction == line.construction }.sorted { $0.labels < $1.labels }
        guard points.count >= 4 else { return nil }
        func slope(_ a: SweepAnalysis.Point, _ b: SweepAnalysis.Point) -> Double {
            (b.nanosecondsPerRow - a.nanosecondsPerRow) / Double(b.labels - a.labels)
        }
        let small = slope(points[0], points[1]), large = slope(points[points.count - 2], points[points.count - 1])
        return "- \(line.construction.rawValue): not a straight line: each added label costs "
            + "\(perLabelText(small)) µs from \(points[0].labels) to \(points[1].labels) labels and "
            + "\(perLabelText(large)) µs from \(points[points.count - 2].labels) to "
            + "\(points[points.count - 1].labels), "
            + "so the least-squares line's fixed cost is negative (\(perLabelText(line.fixedNanoseconds)) µs) "
            + "and is no cost per row; read the table and the chart."
    }

    private func perLabelText(_ nanoseconds: Double) -> String {
        CSVFormat.fixed(nanoseconds / 1_000, abs(nanoseconds) < 10_000 ? 2 : 1)
    }

    /// The real toolkit whose rows this sweep timed, or nil for the model's.
    var realToolkit: ToolkitDeclaration? {
        analysis.points.first.map(\.construction.toolkit).flatMap { $0.isModel ? nil : $0 }
    }

    /// The rows and constructions of a real toolkit's sweep, named as its declaration names them.
    func realToolkitMethod(_ toolkit: ToolkitDeclaration) -> [String] {
        let constructions = analysis.points.map(\.construction).reduce(into: [Construction]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        return [
            "- The rows: \(toolkit.title)'s own row of N labels, without shrink-to-fit; label i takes the frame of the "
                + "seed row's label i mod 20, moved down 132 points per full 20 labels, every label the seed's (bold "
                + "14 pt, "
                    + """
                    \"placeholder\", ...). The row of 20 is the seed's row. The toolkit's page in `docs/` lists its \
                    files and their generator.
                    """,
            "- Constructions: " + constructions.map { "`\($0.rawValue)` (\($0.noun))" }.joined(separator: ", ")
                + ". Every construction of a size builds the same tree (\(toolkit.title)'s tests).",
        ]
    }

    /// The construction mgenware's uncached nib corresponds to in this sweep.
    var mgenwareCounterpart: String {
        guard let toolkit = realToolkit else {
            return "`nib`/code (nib-cached is `UINib`, which they did not use)"
        }
        let perRow = "`\(toolkit.lineup.templatePerRow.rawValue)`/`\(toolkit.lineup.code.rawValue)`"
        return perRow
            + (toolkit.lineup.cachedTemplate.map { " (`\($0.rawValue)` keeps the template, as `UINib` does)" } ?? "")
    }
}

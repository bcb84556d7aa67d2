import Results

extension SweepReport {
    /// Instructions per row under callgrind, per size and construction, with the ratio to code: a count does
    /// not drift with the machine's load as time does, so it checks the time table's shape on a busy machine.
    func instructionTable() -> [String] {
        let constructions = analysis.points.map(\.construction).reduce(into: [SweepVariant.Construction]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        let sizes = Array(Set(analysis.points.map(\.labels))).sorted()
        var table = MarkdownTable(["labels"] + constructions.map { "\($0.rawValue) (instructions, ×code)" })
        for size in sizes {
            let code = analysis.point(.code, labels: size)?.instructionsPerRow
            table.add(
                ["\(size)"]
                    + constructions.map { construction in
                        guard let count = analysis.point(construction, labels: size)?.instructionsPerRow else {
                            return "—"
                        }
                        let ratio =
                            code.flatMap {
                                $0 > 0 && construction != .code ? ", ×" + CSVFormat.fixed(count / $0, 2) : nil
                            } ?? ""
                        return CSVFormat.fixed(count, 0) + ratio
                    })
        }
        return [
            "Counted under callgrind (`scripts/instruction-counts.sh --sweep`, file `instructions.csv`): instructions "
                + "per row inside the counted function after uncounted warm-up rows, one process per point."
        ] + [""] + table.lines
    }

    /// One headline from the counts, at the largest size that code and another construction both have counted:
    /// code's instructions per row and each other construction's multiple of it.
    func instructionHeadline() -> String? {
        let counted = analysis.points.filter { $0.instructionsPerRow != nil }
        guard
            let size = counted.filter({ $0.construction == .code }).map(\.labels)
                .filter({ size in counted.contains { $0.labels == size && $0.construction != .code } }).max(),
            let code = analysis.point(.code, labels: size)?.instructionsPerRow, code > 0
        else { return nil }
        let others = counted.filter { $0.labels == size && $0.construction != .code }
            .map { "\($0.construction.rawValue) ×\(CSVFormat.fixed($0.instructionsPerRow! / code, 2))" }
        return
            "- Instructions per row at \(size) label\(size == 1 ? "" : "s") (callgrind): code "
            + "\(CSVFormat.fixed(code, 0)); "
            + others.joined(separator: ", ") + "."
    }
}

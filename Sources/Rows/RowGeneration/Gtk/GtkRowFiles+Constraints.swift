/// The rows with Auto Layout among GTK's files: the seed's pair and the sweep's rows, each placed by the
/// constraints of its Auto Layout twin.
extension GtkRowFiles {
    static func constraintFiles(_ xibs: SeedXIBs, fit: XIBRow, noFit: XIBRow) throws -> [String: String] {
        var read: [(stem: String, path: String, row: XIBRow, constraints: [GtkConstraint], unexpressed: [String])] = []
        for (stem, path, row) in [("Cell", SeedXIBs.autoLayoutFit, fit), ("Cell2", SeedXIBs.autoLayoutNoFit, noFit)] {
            let (constraints, unexpressed) = try GtkConstraint.read(xibs.template(path), file: path)
            try GtkConstraintFiles.checkPlaced(row, constraints, file: path)
            read.append((stem, path, row, constraints, unexpressed))
        }
        guard read[0].constraints == read[1].constraints else {
            throw RowGenerationError(
                file: "\(SeedXIBs.autoLayoutFit) and \(SeedXIBs.autoLayoutNoFit)", reason: "differ in their constraints"
            )
        }
        var files: [String: String] = [:]
        for (stem, path, row, constraints, unexpressed) in read {
            files["\(folder)/\(stem)Constraints.ui"] = GtkConstraintFiles.uiFile(
                row, constraints, unexpressed, root: ("<object class=\"NibornotGtkView\" id=\"cell\">", "</object>"),
                source: path)
            files["\(folder)/\(stem)ConstraintsTemplate.ui"] = GtkConstraintFiles.uiFile(
                row, constraints, unexpressed,
                root: (
                    "<template class=\"NibornotGtk\(stem)ConstraintsTemplate\" parent=\"NibornotGtkView\">",
                    "</template>"
                ),
                source: path)
        }
        files[GtkConstraintFiles.file] = GtkConstraintCode.text(fit, read[0].constraints, read[0].unexpressed)
        return files
    }

    /// The sweep's rows with constraints (`sweep --toolkit gtk --constraints`): each RowN-nofit.xib's row placed by
    /// templates/sweep-autolayout/RowN.xib, in a UI file, a class template and a C function. A sweep row must
    /// express every constraint.
    static func constraintSweepFiles(_ xibs: SeedXIBs, sweep: [(count: Int, row: XIBRow)]) throws -> [String: String] {
        var files: [String: String] = [:]
        var rows: [(count: Int, row: XIBRow, constraints: [GtkConstraint])] = []
        for (count, row) in sweep {
            let path = SeedXIBs.sweepAutoLayout(count)
            let (constraints, unexpressed) = try GtkConstraint.read(xibs.template(path), file: path)
            try GtkConstraintFiles.checkPlaced(row, constraints, file: path)
            guard unexpressed.isEmpty else {
                throw RowGenerationError(
                    file: path,
                    reason: "constraints GTK cannot express in a sweep row: \(unexpressed.joined(separator: "; "))")
            }
            files["\(folder)/sweep/Row\(count)Constraints.ui"] = GtkConstraintFiles.uiFile(
                row, constraints, [], root: ("<object class=\"NibornotGtkView\" id=\"cell\">", "</object>"),
                source: path)
            files["\(folder)/sweep/Row\(count)ConstraintsTemplate.ui"] = GtkConstraintFiles.uiFile(
                row, constraints, [],
                root: (
                    "<template class=\"NibornotGtkSweepConstraintsRow\(count)\" parent=\"NibornotGtkView\">",
                    "</template>"
                ), source: path)
            rows.append((count, row, constraints))
        }
        files[GtkConstraintFiles.sweepFile] = GtkConstraintCode.sweepText(rows)
        return files
    }
}

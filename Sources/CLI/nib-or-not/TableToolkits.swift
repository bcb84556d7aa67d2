import Results

/// What `table` offers, from the declarations of the toolkits that have a table (`ToolkitDeclaration.offering(.table)`,
/// the model's first): its help texts and the checks of `--toolkit` and `--constructions`.
enum TableToolkits {
    /// Every toolkit with a table, in registration order.
    static var all: [ToolkitDeclaration] { ToolkitDeclaration.offering(.table) }
    static var names: [String] { all.map(\.name) }

    /// "model, gtk or both" (or "several" past two).
    static var namesOrAll: String {
        names.dropLast().joined(separator: ", ") + (names.count > 1 ? ", " : "") + (names.last ?? "")
            + (names.count == 2 ? " or both" : " or several")
    }

    /// `--toolkit`'s help: each name with what its table is.
    static var toolkitHelp: String {
        "Whose tables, comma-separated: " + all.map { "\($0.name) (\($0.table!.summary))" }.joined(separator: ", ")
            + (all.count == 2 ? ", or both in one report." : ", or several in one report.")
    }

    /// `--constructions`' help: each table's constructions and defaults.
    static var constructionsHelp: String {
        "Constructions, comma-separated, from "
            + all.map { "\($0.table!.possessive) \($0.table!.constructions.joined(separator: ", "))" }.joined(
                separator: " and ")
            + ". (default: "
            + all.map { declaration in
                let table = declaration.table!
                return
                    "\(table.defaultsHelp ?? table.defaultConstructions.joined(separator: ",")) for \(declaration.name)"
            }.joined(separator: "; ") + ")"
    }

    /// What `--scenarios`' help adds of the scenarios a table skips ("; GTK's factories skip ...").
    static var skippedScenariosHelp: String { all.compactMap(\.table?.skippedScenariosHelp).map { "; " + $0 }.joined() }

    /// What `--first-screens`' help adds of tables that make fewer ("; GTK's make a quarter as many, rounded up").
    static var firstScreensHelp: String { all.compactMap(\.table?.firstScreensHelp).map { "; " + $0 }.joined() }
}

/// A toolkit's table of the seed's rows (`nib-or-not table --toolkit NAME`), declared with it: what `table` offers,
/// checks and runs of it, and what its report says of it. The model's is built by its table scenarios
/// (`TableScenario`), a real toolkit's by its `TableToolkit` (module Toolkit) through `ListViewScenario`.
public struct ToolkitTable: Sendable {
    /// A file under the templates folder the table reads, and the script that writes it.
    public struct RequiredFile: Sendable {
        public var path: String
        public var generator: String

        public init(path: String, generator: String) {
            self.path = path
            self.generator = generator
        }
    }

    /// Its table constructions (how the table gets a row), in report order: the names of a table run's files.
    public var constructions: [String]
    /// Those `table` measures unless `--constructions` says otherwise.
    public var defaultConstructions: [String]
    /// How `table --toolkit`'s help says what the table is ("GTK 4's GtkListView and a GtkBox").
    public var summary: String
    /// How help and reports name its side ("the model's", "GTK's").
    public var possessive: String
    /// How `--constructions`' help names its defaults when not by listing them ("the four gtk-list-*").
    public var defaultsHelp: String?
    /// Rows of the table its first screen and update stream run on (the scroll's follows its length).
    public var rows: Int
    /// Its rows on screen as the report's first-screen title gives them ("20", "5, in 568 px").
    public var visibleRowsPhrase: String
    /// Its first screens are the plan's count divided by this, rounded up (1: the plan's count).
    public var firstScreenDivisor = 1
    /// What `--first-screens`' help says of its count when it is not the plan's.
    public var firstScreensHelp: String?
    /// Scenarios (`TableScenarioKind` names) its table does not run, and what `--scenarios`' help says of them.
    public var skippedScenarios: [String] = []
    public var skippedScenariosHelp: String?
    /// Files its table reads, checked before a run.
    public var requiredFiles: [RequiredFile] = []
    /// The report's paragraph on its table (given the renderers its workers painted with), and its line under
    /// "Method"; nil: the model's own text, which every table report gives, says all.
    public var reportParagraph: (@Sendable (_ renderers: [String]) -> String)?
    public var methodLine: String?

    public init(
        constructions: [String], defaultConstructions: [String], summary: String, possessive: String, rows: Int,
        visibleRowsPhrase: String
    ) {
        self.constructions = constructions
        self.defaultConstructions = defaultConstructions
        self.summary = summary
        self.possessive = possessive
        self.rows = rows
        self.visibleRowsPhrase = visibleRowsPhrase
    }

    /// Whether its table runs the scenario named `scenario`.
    public func runs(_ scenario: String) -> Bool { !skippedScenarios.contains(scenario) }

    /// The first screens it makes for the plan's `firstScreens` (`firstScreenDivisor`, rounded up, at least one).
    public func firstScreens(for firstScreens: Int) -> Int {
        max(1, (firstScreens + firstScreenDivisor - 1) / firstScreenDivisor)
    }
}

extension ToolkitDeclaration {
    /// The declaration with its table (`table --toolkit`), which makes it offer `.table`.
    public func withTable(_ table: ToolkitTable) -> ToolkitDeclaration {
        var declaration = self
        declaration.table = table
        return declaration
    }

    /// The declaration offering a table whose constructions include `construction`, if any.
    public static func offeringTable(construction: String) -> ToolkitDeclaration? {
        offering(.table).first { $0.table?.constructions.contains(construction) == true }
    }
}

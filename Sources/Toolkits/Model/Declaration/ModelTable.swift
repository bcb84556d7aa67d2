extension ToolkitTable {
    /// The model's table (issue 14): a `TableView` of 1,000 rows, 20 of 132 points on screen, its cells made by one
    /// of `TableCellSource`'s constructions (`factory`, seed 003's, outside the default run).
    public static let model = ToolkitTable(
        constructions: ["code", "flat", "nib-cached", "nib", "factory"],
        defaultConstructions: ["code", "flat", "nib-cached", "nib"],
        summary: "this project's model of UIKit", possessive: "the model's", rows: 1_000, visibleRowsPhrase: "20")
}

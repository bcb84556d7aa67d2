import Results

extension SweepVariant {
    /// The numbers of labels whose rows are generated (`scripts/generate-sweep-rows.py`).
    public static var generatedSizes: [Int] { SweepRows.sizes }
}

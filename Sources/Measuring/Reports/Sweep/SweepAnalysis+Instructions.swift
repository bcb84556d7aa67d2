import Results

extension SweepAnalysis {
    /// Sets each point's instructions per row from counts made under callgrind (`instructions.csv`, by variant
    /// name). Counts of other variants are ignored; a point with no count keeps none.
    public mutating func attach(_ counts: [InstructionCount]) {
        let byName = Dictionary(
            counts.map { ($0.variant, $0.instructionsPerRow) }, uniquingKeysWith: { _, last in last })
        for index in points.indices {
            let point = points[index]
            points[index].instructionsPerRow = byName[SweepVariant(point.construction, fit, labels: point.labels).name]
        }
    }

    /// How many of `counts` name one of `variants`: a sweep refuses an instructions file that counts none.
    public static func matching(_ counts: [InstructionCount], _ variants: [SweepVariant]) -> Int {
        let names = Set(variants.map(\.name))
        return counts.filter { names.contains($0.variant) }.count
    }
}

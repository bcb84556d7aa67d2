extension ShrinkToFit {
    /// The size shrink-to-fit gives styled text: runs each in their own font, all scaled by one factor.
    ///
    /// The sizes tried are `baseSize - k × step`, as for plain text; at each, every run is measured at its
    /// own size times `candidate / baseSize` and the widths are summed. The result is the base size in use,
    /// as `UILabel` reports one scale for all runs.
    public static func fittedSize(
        ofRuns runs: [(text: String, font: FontDescriptor)], baseSize: Double, width: Double, minimumSize: Double,
        measurer: TextMeasuring
    ) throws -> Double {
        func fits(_ size: Double) throws -> Bool {
            let scale = size / baseSize
            var total = 0.0
            for run in runs {
                total += try measurer.width(of: run.text, in: run.font.withSize(run.font.pointSize * scale))
            }
            return total <= width
        }
        if try fits(baseSize) { return baseSize }
        guard minimumSize > 0, minimumSize < baseSize else { return baseSize }
        var k = 1.0
        while baseSize - k * step >= minimumSize {
            let candidate = baseSize - k * step
            if try fits(candidate) { return candidate }
            k += 1
        }
        return minimumSize
    }
}

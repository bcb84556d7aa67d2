import Results
import Statistics

/// The sweep over the number of labels, analysed: per construction and number of labels, the time per
/// row with a process-level interval, the ratio against code, allocations; per construction, the line
/// through time per row against labels (fixed cost per row and cost per label).
///
/// Processes are the replicates, as in a run: each process gives one median time per row for each
/// point, and every interval is a percentile bootstrap that resamples processes (`ProcessBootstrap`),
/// seeded, so the analysis regenerates exactly.
public struct SweepAnalysis: Sendable {
    /// One construction at one number of labels.
    public struct Point: Sendable, Equatable {
        public var construction: SweepVariant.Construction
        public var labels: Int
        public var processes: Int
        /// Median over processes of each process's median nanoseconds per row.
        public var nanosecondsPerRow: Double
        public var interval: ConfidenceInterval
        /// Median over processes of (this construction's median / code's median) in the same process; nil
        /// for code itself or when code was not measured.
        public var ratioToCode: Double?
        public var ratioInterval: ConfidenceInterval?
        public var allocationsPerRow: Double?
        public var bytesPerRow: Double?
        /// From an `instructions.csv` counted for the sweep's variants, when the sweep was given one.
        public var instructionsPerRow: Double?
    }

    /// The least-squares line of time per row against the number of labels, for one construction.
    public struct Line: Sendable, Equatable {
        public var construction: SweepVariant.Construction
        /// Nanoseconds per row that do not grow with the labels (the intercept).
        public var fixedNanoseconds: Double
        public var fixedInterval: ConfidenceInterval
        /// Nanoseconds each further label adds (the slope).
        public var perLabelNanoseconds: Double
        public var perLabelInterval: ConfidenceInterval
    }

    public var fit: Fit
    public var points: [Point]
    public var lines: [Line]

    /// - Parameters:
    ///   - variants: the sweep's points, in the order the report lists constructions.
    ///   - samples: every timed batch of the run; `allocations` its counting passes.
    public init(
        variants: [SweepVariant], samples: [Sample], allocations: [AllocationCount],
        options: BootstrapOptions
    ) throws {
        fit = variants.first?.fit ?? .nofit
        // Per process, per variant: the median nanoseconds per row.
        var perRow: [String: [Int: [Double]]] = [:]
        for sample in samples {
            perRow[sample.variant, default: [:]][sample.process, default: []].append(sample.nanosecondsPerRow)
        }
        let processes = Array(Set(samples.map(\.process))).sorted()
        func medians(_ variant: SweepVariant) -> [Double]? {
            guard let byProcess = perRow[variant.name] else { return nil }
            let values = processes.compactMap { byProcess[$0].map(Percentile.median(of:)) }
            return values.count == processes.count ? values : nil
        }
        let constructions = variants.map(\.construction).reduce(into: [SweepVariant.Construction]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        var points: [Point] = [], lines: [Line] = []
        for (c, construction) in constructions.enumerated() {
            let mine = variants.filter { $0.construction == construction }.sorted { $0.labels < $1.labels }
            var linePoints: [(labels: Double, medians: [Double])] = []
            for (v, variant) in mine.enumerated() {
                guard let values = medians(variant) else { continue }
                let seed = options.seed &+ UInt64(c * 1_000 + v)
                let interval = try ProcessBootstrap.interval(
                    processes: values.count, options: Self.options(options, seed)
                ) {
                    Percentile.median(of: $0.map { values[$0] })
                }
                var point = Point(
                    construction: construction, labels: variant.labels, processes: values.count,
                    nanosecondsPerRow: Percentile.median(of: values), interval: interval)
                if !construction.isCode,
                    let code = medians(SweepVariant(construction.code, variant.fit, labels: variant.labels))
                {
                    let ratios = zip(values, code).map { $0 / $1 }
                    point.ratioToCode = Percentile.median(of: ratios)
                    point.ratioInterval = try ProcessBootstrap.interval(
                        processes: ratios.count,
                        options: Self.options(options, seed ^ 0xA7)
                    ) {
                        Percentile.median(of: $0.map { ratios[$0] })
                    }
                }
                let counts = allocations.filter { $0.variant == variant.name }
                if !counts.isEmpty {
                    point.allocationsPerRow = counts.map(\.allocationsPerRow).reduce(0, +) / Double(counts.count)
                    point.bytesPerRow = counts.map(\.bytesPerRow).reduce(0, +) / Double(counts.count)
                }
                points.append(point)
                linePoints.append((Double(variant.labels), values))
            }
            if let line = try Self.line(
                construction, linePoints, options: Self.options(options, options.seed &+ UInt64(c) &* 7_919))
            {
                lines.append(line)
            }
        }
        self.points = points
        self.lines = lines
    }

    private static func options(_ base: BootstrapOptions, _ seed: UInt64) -> BootstrapOptions {
        BootstrapOptions(seed: seed, resamples: base.resamples, level: base.level)
    }

    /// The line through every process's median at every size (so each process contributes one point per
    /// size); the interval refits it on resampled processes. Nil with fewer than three sizes.
    static func line(
        _ construction: SweepVariant.Construction, _ points: [(labels: Double, medians: [Double])],
        options: BootstrapOptions
    ) throws -> Line? {
        guard Set(points.map(\.labels)).count >= 3, let processCount = points.first?.medians.count else { return nil }
        func fit(_ processes: [Int]) throws -> LeastSquaresLine {
            var x: [Double] = [], y: [Double] = []
            for point in points {
                for process in processes { x.append(point.labels); y.append(point.medians[process]) }
            }
            return try LeastSquaresLine(x: x, y: y)
        }
        let all = try fit(Array(0..<processCount))
        let slope = try ProcessBootstrap.interval(processes: processCount, options: options) { try fit($0).slope }
        let intercept = try ProcessBootstrap.interval(processes: processCount, options: options) {
            try fit($0).intercept
        }
        return Line(
            construction: construction, fixedNanoseconds: all.intercept, fixedInterval: intercept,
            perLabelNanoseconds: all.slope, perLabelInterval: slope)
    }

    /// The point of `construction` at `labels`, if measured.
    public func point(_ construction: SweepVariant.Construction, labels: Int) -> Point? {
        points.first { $0.construction == construction && $0.labels == labels }
    }
}

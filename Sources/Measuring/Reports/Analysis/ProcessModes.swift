import Foundation
import Results
import Statistics

/// How much of the spread between a run's processes goes with the host's speed modes, as each process's probe
/// measured them at start (`ProcessProbe`).
///
/// Two fits of least-squares lines against ln(memory walk ns per step), one point per process: of each variant's
/// ln(process median), how much of its spread the probe explains; and of each comparison's per-process
/// ln(A/B), the intervals rest on. For the latter the share of the interval's width that the modes cause is
/// 1 − √(1 − R²): the width an interval would have if the part the probe explains were taken out of each
/// process's log ratio (an interval's width goes with the standard deviation of what it averages).
public struct ProcessModes: Sendable, Equatable {
    public struct Fit: Sendable, Equatable {
        /// A variant, or `a / b` for a comparison.
        public var label: String
        public var processes: Int
        public var rSquared: Double
        /// 1 − √(1 − R²): the share of an interval's width that goes with the probe.
        public var intervalShare: Double { 1 - (1 - min(max(rSquared, 0), 1)).squareRoot() }
    }

    public var probes: [ProcessProbe]
    /// Per variant (ln process median on ln memory walk), in the analysis's variant order.
    public var speed: [Fit]
    /// Per comparison (per-process ln A/B on ln memory walk), in catalog order.
    public var ratios: [Fit]

    init?(
        probes: [ProcessProbe]?, samplesByVariant: [String: [Sample]], variants: [String],
        comparisons: [(a: String, b: String)]
    ) {
        guard let probes, probes.count >= 3 else { return nil }
        let memory = Dictionary(probes.map { ($0.process, log($0.memoryNanoseconds)) }, uniquingKeysWith: { a, _ in a })
        func medians(_ variant: String) -> [Int: Double] {
            Dictionary(grouping: samplesByVariant[variant] ?? [], by: \.process)
                .mapValues { Percentile.median(of: $0.map(\.nanosecondsPerRow)) }
        }
        func fit(_ label: String, _ points: [Int: Double]) -> Fit? {
            let processes = points.keys.filter { memory[$0] != nil }.sorted()
            guard let line = try? LeastSquaresLine(x: processes.map { memory[$0]! }, y: processes.map { points[$0]! })
            else { return nil }
            return Fit(label: label, processes: processes.count, rSquared: line.rSquared)
        }
        self.probes = probes
        speed = variants.compactMap { name in fit(name, medians(name).mapValues { log($0) }) }
        ratios = comparisons.compactMap { pair in
            let a = medians(pair.a), b = medians(pair.b)
            var logRatios = [Int: Double]()
            for (process, median) in a { if let other = b[process] { logRatios[process] = log(median) - log(other) } }
            return fit("\(pair.a) / \(pair.b)", logRatios)
        }
    }
}

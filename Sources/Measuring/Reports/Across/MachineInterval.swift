import Foundation
import Statistics

/// A 95% interval over machines for one ratio, with machines as the top level: the hosts' log ratios, their mean
/// ± t(0.975, n − 1)·sd/√n, exponentiated. It is an interval for the geometric mean over machines like these.
///
/// Why over hosts and not over runs: two runs of one host agree far more closely than two hosts do (hosts of one
/// class have differed by 8-13%, docs/machines.md), so pooling runs would count one host's runs as independent
/// machines and make the interval too narrow. Why t and not a bootstrap: with a handful of hosts a bootstrap
/// cannot reach the tails, and t is exact when the hosts' log ratios are normal.
public struct MachineInterval: Sendable, Equatable {
    public static let level = 0.95

    /// n, the hosts.
    public var machines: Int
    /// The mean and standard deviation (divisor n − 1) of the hosts' natural-log ratios.
    public var meanLog: Double
    public var standardDeviationLog: Double
    /// t(0.975, n − 1).
    public var t: Double
    /// exp(mean): the geometric mean of the hosts' ratios.
    public var geometricMean: Double
    public var lower: Double
    public var upper: Double

    /// The interval over hosts' `values` (each host's ratio); nil with fewer than two: one machine says nothing
    /// of where another would land.
    public init?(values: [Double]) {
        guard values.count >= 2, values.allSatisfy({ $0 > 0 && $0.isFinite }),
            let moments = try? OneSampleTTest(values.map { log($0) })
        else { return nil }
        machines = values.count
        meanLog = moments.mean
        standardDeviationLog = moments.standardDeviation
        t = StudentT(degreesOfFreedom: moments.degreesOfFreedom).quantile(1 - (1 - Self.level) / 2)
        let halfWidth = t * standardDeviationLog / Double(machines).squareRoot()
        geometricMean = exp(meanLog)
        lower = exp(meanLog - halfWidth)
        upper = exp(meanLog + halfWidth)
    }

    /// What a cell with one host says instead of an interval.
    public static let oneMachine = "one machine: no interval over machines"
}

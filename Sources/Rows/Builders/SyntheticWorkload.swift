import Results
import Views

/// Work of exactly known relative cost, for checking the harness itself: the self-check.
///
/// Each "row" runs a chain of `iterations` dependent multiply-xorshift steps (each needs the previous
/// result, so the CPU cannot overlap or skip them) and stores the result in a view made once, so no
/// allocation adds a constant cost. Time is then proportional to `iterations`, and two workloads of
/// 10,000 and 10,300 iterations differ by 3%: a report must call equal workloads "same" and resolve 3%.
public final class SyntheticWorkload: RowFactory {
    /// The self-check workloads by name, with their iterations (the names are run data: `SelfCheckWorkloads`).
    public static var all: [(name: String, iterations: Int)] { SelfCheckWorkloads.all }

    private let iterations: Int
    private let result = View()

    public init(iterations: Int) {
        self.iterations = iterations
    }

    /// The factory for a self-check name, or nil when the name is not one.
    public static func named(_ name: String) -> SyntheticWorkload? {
        all.first { $0.name == name }.map { SyntheticWorkload(iterations: $0.iterations) }
    }

    public func makeRow() throws -> View {
        var state = UInt64(truncatingIfNeeded: result.tag) | 1
        for _ in 0..<iterations {
            state = (state ^ (state >> 29)) &* 0xBF58_476D_1CE4_E5B9
        }
        result.tag = Int(truncatingIfNeeded: state & 0xFFFF)
        return result
    }
}

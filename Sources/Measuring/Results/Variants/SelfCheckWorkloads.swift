/// The self-check workloads a run may time beside the variants: names and chain lengths.
///
/// Each is a chain of `iterations` dependent arithmetic steps (`Builders.SyntheticWorkload` runs them), so
/// their costs relate exactly as their iterations do: two equal workloads and one 3% longer. The list lives
/// with the run data because reports name and describe these workloads without running them.
public enum SelfCheckWorkloads {
    /// Name and iterations of each workload; their cost relative to `equal-a`.
    public static let all: [(name: String, iterations: Int)] = [
        ("selfcheck/equal-a", 10_000),
        ("selfcheck/equal-b", 10_000),
        ("selfcheck/plus-3pct", 10_300),
    ]
}

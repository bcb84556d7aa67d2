/// What applying a nib's trait storage lists did for one environment: `NibInstance.traits`.
public struct NibTraitApplication: Equatable, Sendable {
    /// The environment the records were matched against.
    public var environment: NibTraitEnvironment = .default
    /// Storages whose key path the model has, applied (whether or not a record matched).
    public var appliedStorages = 0
    /// Values replaced, and constraints or subviews added or removed, by the records that matched.
    public var changes = 0
    /// Storages the model cannot apply, counted by "class 'key path' on type": kept, not applied.
    public var notApplied: [String: Int] = [:]

    public init() {}

    /// One line for `inspect`: `trait storage (wR hR): 50 applied, 27 changed`, then `; kept, not applied:`
    /// and each storage not applied with its count, when there are any.
    public var summary: String {
        var line = "trait storage (\(environment)): \(appliedStorages) applied, \(changes) changed"
        if !notApplied.isEmpty {
            line +=
                "; kept, not applied: "
                + notApplied.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
                .map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
        }
        return line
    }
}

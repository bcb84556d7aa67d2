import Foundation
import Results
import Templates
import Typesetting

/// A length of `nib-or-not table`'s scenarios that its planning chooses (`TablePlan.scrollRows`,
/// `TablePlan.updateNanoseconds`).
public enum TableLength: String, CaseIterable, Sendable {
    case scrollRows = "scroll rows"
    case updateSeconds = "update seconds"
    case firstScreens = "first screens"
}

/// One measured scenario of `nib-or-not table`, by name: what a table worker runs and the report lists.
public enum TableScenarioKind: String, CaseIterable, Sendable {
    /// Making the table and its first 20 rows, one frame (repeated `TablePlan.firstScreens` times for a distribution).
    case firstScreen = "first-screen"
    /// 1,000 rows (`TablePlan.scrollRows`) through the viewport at 2 rows a frame, cells reused.
    case scrolling
    /// The same, every row a new cell.
    case scrollingWithoutReuse = "scrolling-no-reuse"
    /// A change every 5 ms for 3 s, `reloadData()` on each.
    case updatesReloadAll = "updates-reload-all"
    /// The same, reloading only the changed visible row.
    case updatesReloadChanged = "updates-reload-changed"
    /// The same, through seed 004's throttle (0.3 s).
    case updatesThrottled = "updates-throttled"

    /// The per-frame times of one run of the scenario.
    public func frames(_ scenario: TableScenario, throttleInterval: UInt64 = 300_000_000) throws -> [UInt64] {
        try run(scenario, throttleInterval: throttleInterval).frames
    }

    /// Which of a table run's lengths this scenario's work grows with: the scroll's rows, the update stream's
    /// seconds, the first screen's repeats; `TableSizing` sizes them.
    public var length: TableLength? {
        switch self {
        case .firstScreen: .firstScreens
        case .scrolling, .scrollingWithoutReuse: .scrollRows
        case .updatesReloadAll, .updatesReloadChanged, .updatesThrottled: .updateSeconds
        }
    }

    /// The update scenarios' strategy; nil for the others.
    public var updateStrategy: UpdateStrategy? {
        switch self {
        case .updatesReloadAll: .reloadAll
        case .updatesReloadChanged: .reloadChangedRows
        case .updatesThrottled: .throttled
        default: nil
        }
    }

    /// One run of the scenario: its per-frame times and, for the update scenarios, what the strategy did
    /// (reloads, cells configured), which the table report sets beside the times.
    public func run(
        _ scenario: TableScenario, throttleInterval: UInt64 = 300_000_000,
        updateDuration: UInt64 = 3_000_000_000,
        scrollRows: Int = TablePlan.defaultScrollRows,
        firstScreens: Int = TablePlan.defaultFirstScreens
    ) throws -> (frames: [UInt64], updates: UpdateOutcome?) {
        switch self {
        case .firstScreen: return (try (0..<max(firstScreens, 1)).map { _ in try scenario.firstScreen() }, nil)
        case .scrolling: return (try scenario.scrolling(rows: scrollRows, reuses: true), nil)
        case .scrollingWithoutReuse: return (try scenario.scrolling(rows: scrollRows, reuses: false), nil)
        case .updatesReloadAll, .updatesReloadChanged, .updatesThrottled:
            let strategy = updateStrategy!
            let outcome = try scenario.updates(
                strategy: strategy, duration: updateDuration, throttleInterval: throttleInterval)
            return (outcome.frameNanoseconds, outcome)
        }
    }
}

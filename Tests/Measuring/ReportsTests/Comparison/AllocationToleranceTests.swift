import Foundation
@testable import Reports
import Statistics
import Testing

/// The tolerance of allocations per row: none for a deterministic count, from the spread where counts vary.
@Suite struct AllocationToleranceTests {
    /// One `AllocationTotals` a process, each over `rows` rows.
    static func processes(_ allocations: [UInt64], rows: UInt64 = 5) -> [AllocationTotals] {
        allocations.map { AllocationTotals(allocations: $0, bytes: 0, rows: rows) }
    }

    @Test func aDeterministicCountIsExactForTheModelAndHalfAPercentForAToolkit() {
        let same = Self.processes([230, 230, 230])
        let model = AllocationTolerance(variant: "code/fit", baseline: same, candidate: Self.processes([235, 235]))
        #expect(model == AllocationTolerance(fraction: 0, reason: .exact, countedOnce: false))
        let toolkit = AllocationTolerance(variant: "qt-uic/fit", baseline: same, candidate: same)
        #expect(toolkit.reason == .toolkitCaches && toolkit.fraction == 0.005)
    }

    /// Per row 100 and 102 against 101 and 101: means 101 and 101, squares 2 + 0 over ν = 2, so s = 1, and
    /// t₀.₉₉(2) · 1 · √(1/2 + 1/2) / 101.
    @Test func aVaryingCountGetsTheStudentBoundOfItsPooledSpread() throws {
        let tolerance = AllocationTolerance(
            variant: "code/fit", baseline: Self.processes([500, 510]), candidate: Self.processes([505, 505]))
        #expect(tolerance.reason == .processSpread && !tolerance.countedOnce)
        let t = StudentT(degreesOfFreedom: 2).quantile(0.99)
        #expect(abs(t - 6.9646) < 0.0001)
        #expect(abs(tolerance.fraction - t / 101) < 1e-12)
    }

    /// Counted per row in whole numbers: 1,000 allocations over 3 rows in each process is constant, although
    /// 1,000/3 is no exact double.
    @Test func equalCountsAreFoundEqualExactly() {
        let thirds = Self.processes([1_000, 1_000, 1_000], rows: 3)
        #expect(AllocationTolerance(variant: "code/fit", baseline: thirds, candidate: thirds).reason == .exact)
    }

    /// A toolkit's tolerance is never below its floor, even when its count varies a little.
    @Test func aSmallSpreadLeavesAToolkitAtItsFloor() {
        let tolerance = AllocationTolerance(
            variant: "gtk-code/fit", baseline: Self.processes([11_966, 11_965]),
            candidate: Self.processes([11_966, 11_966]))
        #expect(tolerance.reason == .toolkitCaches && tolerance.fraction == 0.005)
    }

    /// One process a side shows no spread: compared as deterministic, and said so.
    @Test func oneProcessASideIsComparedAsDeterministic() {
        let tolerance = AllocationTolerance(
            variant: "qml-component-file/fit", baseline: Self.processes([35_730]),
            candidate: Self.processes([36_226]))
        #expect(tolerance == AllocationTolerance(fraction: 0.005, reason: .toolkitCaches, countedOnce: true))
    }

    /// 100 a row beside 100 and 102: ν = 1, s = √2 (squares 0 + 2), and t₀.₉₉(1) ≈ 31.8 times s · √(1 + 1/2) / 100.
    @Test func oneProcessBesideTwoStillUsesTheirSpread() {
        let tolerance = AllocationTolerance(
            variant: "code/fit", baseline: Self.processes([500]), candidate: Self.processes([500, 510]))
        #expect(tolerance.reason == .processSpread && !tolerance.countedOnce)
        let expected = StudentT(degreesOfFreedom: 1).quantile(0.99) * 2.0.squareRoot() * 1.5.squareRoot() / 100
        #expect(abs(tolerance.fraction - expected) < 1e-12)
    }
}

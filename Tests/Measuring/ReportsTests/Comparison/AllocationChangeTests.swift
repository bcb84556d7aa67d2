import Testing
@testable import Reports

/// Allocations per row: the model's compared exactly, a real toolkit's within ±0.5%.
@Suite struct AllocationChangeTests {
    func change(_ variant: String, _ baseline: UInt64, _ candidate: UInt64, rows: (UInt64, UInt64) = (10, 10)) -> Int {
        AllocationChange(
            variant: variant, baseline: AllocationTotals(allocations: baseline, bytes: 0, rows: rows.0),
            candidate: AllocationTotals(allocations: candidate, bytes: 0, rows: rows.1)
        ).direction
    }

    @Test func theModelsCountsAreComparedExactly() {
        #expect(change("code/fit", 640, 641) == 1)
        #expect(change("code/fit", 640, 639) == -1)
        #expect(change("code/fit", 640, 320, rows: (10, 5)) == 0)
    }

    @Test func aToolkitsCountsMayMoveByHalfAPercent() {
        // 2,394.9 per row over 10 rows against 2,393.4 over 5 (the reference run against a quick run): the same.
        #expect(change("gtk-code/fit", 23_949, 11_967, rows: (10, 5)) == 0)
        #expect(change("qt-uic+layout/fit", 10_000, 10_050) == 0)
        #expect(change("qt-uic+layout/fit", 10_000, 10_051) == 1)
        #expect(change("gtk-builder/fit", 10_000, 9_949) == -1)
    }
}

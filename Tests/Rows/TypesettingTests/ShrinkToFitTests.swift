import TestSupport
import Testing
import Typesetting

/// "placeholder" in DejaVu Sans Bold is 13,585 units at 2048 per em (fontTools, PLATFORM.md), so it is
/// 13585 × size / 2048 pt wide: 92.87 at 14, 82.92 at 12.5, 79.60 at 12, 66.33 at 10.
@Suite struct ShrinkToFitFreeTypeTests {
    let measurer: CountingMeasurer

    init() throws {
        measurer = CountingMeasurer(try FreeTypeMeasurer())
    }

    private func fit(width: Double) throws -> Double {
        try ShrinkToFit.fittedSize(
            of: "placeholder", font: .boldSystem(14), width: width, minimumSize: 10, measurer: measurer)
    }

    @Test func fitsAtFullSizeInAWideLabel() throws {
        #expect(try fit(width: 100) == 14)
        #expect(measurer.calls == 1)
    }

    @Test func shrinksTo12InAn80PointLabel() throws {
        #expect(try fit(width: 80) == 12)
        #expect(measurer.requests.map(\.font.pointSize) == [14, 13.5, 13, 12.5, 12])
    }

    @Test func clampsToTheMinimumWhenNothingFits() throws {
        #expect(try fit(width: 60) == 10)
        #expect(measurer.requests.map(\.font.pointSize) == [14, 13.5, 13, 12.5, 12, 11.5, 11, 10.5, 10])
        #expect(measurer.requests.allSatisfy { $0.font.face == .boldSystem && $0.text == "placeholder" })
    }
}

/// With `FixedAdvanceMeasurer(factor: 0.5)` "abcd" is 4 × size × 0.5 = 2 × size points wide, exactly.
@Suite struct ShrinkToFitBoundaryTests {
    let measurer = CountingMeasurer(FixedAdvanceMeasurer(factor: 0.5))

    private func fit(width: Double, size: Double = 14, minimum: Double = 10) throws -> Double {
        try ShrinkToFit.fittedSize(
            of: "abcd", font: .system(size), width: width, minimumSize: minimum, measurer: measurer)
    }

    @Test func aWidthExactlyEqualToTheLabelFits() throws {
        #expect(try fit(width: 28) == 14)
        #expect(try fit(width: 27) == 13.5)
        #expect(try fit(width: 26.999) == 13)
        #expect(try fit(width: 20) == 10)
        #expect(try fit(width: 19.999) == 10)
    }

    @Test(arguments: [14.0, 15, 20])
    func aMinimumAtOrAboveTheSizeMeansNoShrinking(minimum: Double) throws {
        #expect(try fit(width: 1, minimum: minimum) == 14)
        #expect(measurer.calls == 1)
    }

    @Test(arguments: [0.0, -3, .nan])
    func aMinimumOfZeroOrLessMeansNoShrinking(minimum: Double) throws {
        // Like UILabel.minimumScaleFactor = 0; before, the search ran down to 0 pt, which always "fits".
        #expect(try fit(width: 1, minimum: minimum) == 14)
        #expect(measurer.calls == 1)
    }

    @Test func aMinimumOffTheGridIsReturnedWhenNothingFits() throws {
        #expect(try fit(width: 1, minimum: 10.2) == 10.2)
        #expect(measurer.requests.map(\.font.pointSize) == [14, 13.5, 13, 12.5, 12, 11.5, 11, 10.5])
    }

    @Test func sizesOffTheGridStepWithoutDrift() throws {
        #expect(try fit(width: 1, size: 14.3, minimum: 10) == 10)
        let tried = measurer.requests.map(\.font.pointSize)
        #expect(tried == (0...8).map { 14.3 - Double($0) * 0.5 })
        #expect(tried.count == 9)
    }
}

@Suite struct TestSupportTests {
    @Test func fixedAdvanceMeasurerIsScalarsTimesSizeTimesFactor() throws {
        let fixed = FixedAdvanceMeasurer(factor: 0.6)
        #expect(try fixed.width(of: "hello", in: .boldSystem(10)) == 5 * 10 * 0.6)
        #expect(try fixed.width(of: "", in: .system(10)) == 0)
        #expect(try fixed.width(of: "é€", in: FontDescriptor(.named("Anything"), size: 20)) == 2 * 20 * 0.6)
    }

    @Test func countingMeasurerCountsAndForwards() throws {
        let counting = CountingMeasurer(FixedAdvanceMeasurer())
        #expect(try counting.width(of: "ab", in: .system(10)) == 10)
        _ = try counting.width(of: "c", in: .italicSystem(12))
        #expect(counting.calls == 2)
        #expect(counting.requests.last == CountingMeasurer.Request(text: "c", font: .italicSystem(12)))
        counting.reset()
        #expect(counting.calls == 0)
    }
}

import Foundation
import Results
import Statistics
import Testing

/// Ten processes whose B samples differ by a process-level "layout" factor, and A = factor × B exactly.
private func processes(ratios: [Double]) -> [ProcessSamples] {
    ratios.enumerated().map { index, ratio in
        let layout = 1 + 0.02 * Double(index % 5)  // up to 8% between processes
        let b = [1000, 1012, 995, 1003, 1020].map { $0 * layout }
        return ProcessSamples(a: b.map { $0 * ratio }, b: b)
    }
}

// A takes exactly 3% longer than B in every process: the ratio is 1.03, the interval has (almost) zero
// width, and the verdict is "slower". The ten log ratios are equal up to rounding, so they rank as one tie
// group and the signed-rank test uses the normal approximation:
//   scipy.stats.wilcoxon([0.03] * 10, method="approx", correction=False) → pvalue 0.001565402258002548
@Test func constantRatioIsSlower() throws {
    let result = try PairedRatio(
        processes: processes(ratios: Array(repeating: 1.03, count: 10)),
        options: PairedRatioOptions(seed: 1, interval: .signedRankInterval, test: .signedRank))
    #expect(result.processCount == 10)
    #expect(isClose(result.ratio, 1.03, tolerance: 1e-12))
    #expect(result.interval.width < 1e-12)
    #expect(result.method == .processSignedRankInterval && result.test == .signedRank)
    #expect(isClose(result.pValue, 0.001565402258002548, tolerance: 1e-10))
    #expect(result.pValue == result.signedRankPValue)
    #expect(result.mannWhitneyPValue == nil)
    let adjusted = Holm.adjusted([result.pValue])[0]
    #expect(Verdict(interval: result.interval, adjustedPValue: adjusted) == .slower)
}

// Per-process ratios r; reference from SciPy on lr = [log(1000·r) − log(1000)]:
//   exp(mean) → 1.0272159674708747;
//   exp(mean ∓ t.ppf(0.975, 9)·sd/√10) → 1.0126456481813153, 1.0419959298913566
//   scipy.stats.wilcoxon(lr, method="exact") → p 0.005859375;
//   scipy.stats.ttest_1samp(lr, 0) → p 0.0021360557312817287
@Test func tIntervalAndTestsMatchSciPy() throws {
    let ratios = [1.021, 1.048, 0.993, 1.032, 1.044, 1.012, 1.057, 1.003, 1.026, 1.038]
    let samples = ratios.map { ProcessSamples(a: [1000 * $0], b: [1000]) }
    let result = try PairedRatio(
        processes: samples, options: PairedRatioOptions(seed: 1, interval: .tInterval, test: .signedRank))
    #expect(isClose(result.ratio, 1.0272159674708747, tolerance: 1e-12))
    #expect(isClose(result.interval.lower, 1.0126456481813153, tolerance: 1e-11))
    #expect(isClose(result.interval.upper, 1.0419959298913566, tolerance: 1e-11))
    #expect(isClose(result.signedRankPValue ?? 0, 0.005859375))
    #expect(isClose(result.tTestPValue ?? 0, 0.0021360557312817287, tolerance: 1e-10))
    #expect(result.pValue == result.signedRankPValue)
    let byT = try PairedRatio(processes: samples, options: PairedRatioOptions(seed: 1, test: .tTest))
    #expect(byT.test == .tTest && byT.pValue == byT.tTestPValue)
}

@Test func processBootstrapIsSeeded() throws {
    let ratios = [1.021, 1.048, 0.993, 1.032, 1.044, 1.012, 1.057, 1.003, 1.026, 1.038]
    let options = PairedRatioOptions(seed: 9, interval: .bootstrap)
    let first = try PairedRatio(processes: processes(ratios: ratios), options: options)
    let again = try PairedRatio(processes: processes(ratios: ratios), options: options)
    #expect(first.method == .processBootstrap)
    #expect(first == again)
    #expect(first.interval.contains(first.ratio))
    #expect(first.interval.lower > 0.993 && first.interval.upper < 1.057)
}

// One process: within-process fallback. Reference from NumPy/SciPy:
//   np.median(a) / np.median(b) → 1.0344483275087368
//   scipy.stats.mannwhitneyu(a, b, method="asymptotic", use_continuity=True) → U 42.0, p 0.0034052358212947604
@Test func singleProcessFallsBackToWithinProcess() throws {
    let a = [1030.0, 1041, 1025, 1050, 1036, 1029, 1044]
    let b = [1000.0, 1012, 995, 1003, 1020, 990]
    let options = PairedRatioOptions(seed: 4, resamples: 500)
    let result = try PairedRatio(processes: [ProcessSamples(a: a, b: b)], options: options)
    #expect(result.method == .withinProcessBootstrap && result.test == .mannWhitney)
    #expect(isClose(result.ratio, 1.0344483275087368))
    #expect(isClose(result.pValue, 0.0034052358212947604, tolerance: 1e-10))
    #expect(result.signedRankPValue == nil && result.tTestPValue == nil)
    #expect(result.interval.contains(result.ratio))
    #expect(result == (try PairedRatio(processes: [ProcessSamples(a: a, b: b)], options: options)))
}

@Test func badInputThrows() {
    let options = PairedRatioOptions(seed: 0)
    #expect(throws: StatisticsError.noProcesses) { try PairedRatio(processes: [], options: options) }
    #expect(throws: StatisticsError.emptySample(sample: "of variant B in process 1")) {
        try PairedRatio(processes: [ProcessSamples(a: [1], b: [1]), ProcessSamples(a: [1], b: [])], options: options)
    }
    #expect(throws: StatisticsError.nonPositiveValue(sample: "of variant A in process 0", index: 1, value: 0)) {
        try PairedRatio(processes: [ProcessSamples(a: [1, 0], b: [1])], options: options)
    }
    #expect(throws: StatisticsError.self) {
        try PairedRatio(processes: [ProcessSamples(a: [1], b: [1])], options: PairedRatioOptions(seed: 0, level: 0))
    }
}

// The default: blocks of consecutive processes (`BlockInterval`), here 10 blocks of one process each, so the
// interval and p-value are those of the t-interval above: exp(mean ∓ t·sd/√10) and ttest_1samp p.
@Test func theDefaultIntervalIsOverBlocksOfProcesses() throws {
    let ratios = [1.021, 1.048, 0.993, 1.032, 1.044, 1.012, 1.057, 1.003, 1.026, 1.038]
    let samples = ratios.map { ProcessSamples(a: [1000 * $0], b: [1000]) }
    let result = try PairedRatio(processes: samples, options: PairedRatioOptions(seed: 1))
    #expect(result.method == .processBlocks && result.test == .blockTTest)
    #expect(result.blocks?.blockCount == 10)
    #expect(isClose(result.ratio, 1.0272159674708747, tolerance: 1e-12))
    #expect(isClose(result.interval.lower, 1.0126456481813153, tolerance: 1e-11))
    #expect(isClose(result.interval.upper, 1.0419959298913566, tolerance: 1e-11))
    #expect(isClose(result.pValue, 0.0021360557312817287, tolerance: 1e-9))
}

// Round pairing: in each round A and B share that round's slowdown (1x, 2x, 3x), which cancels in ln(A/B).
// Process 1's rounds give A/B = 1.10, 1.20, 1.05 (median 1.10), while its medians give 2400/2000 = 1.2;
// process 2 gives 1.30, 1.25, 1.40 (median 1.30).
@Test func roundPairedProcessesUseTheMedianRoundRatio() throws {
    let first = try ProcessSamples(roundPairedA: [1100, 2400, 3150], b: [1000, 2000, 3000])
    let second = try ProcessSamples(roundPairedA: [1300, 1250, 1400], b: [1000, 1000, 1000])
    let result = try PairedRatio(
        processes: [first, second], options: PairedRatioOptions(seed: 1, interval: .tInterval))
    #expect(isClose(result.logRatios[0], log(1.10), tolerance: 1e-12))
    #expect(isClose(result.logRatios[1], log(1.30), tolerance: 1e-12))
    let unpaired = try PairedRatio(
        processes: [ProcessSamples(a: first.a, b: first.b), second],
        options: PairedRatioOptions(seed: 1, interval: .tInterval))
    #expect(isClose(unpaired.logRatios[0], log(2400.0 / 2000), tolerance: 1e-12))
    #expect(throws: StatisticsError.self) { try ProcessSamples(roundPairedA: [1, 2], b: [1]) }
}

// Twenty processes, of which the last ten were added after the first ten (a run's extra workers). The first ten
// log ratios are ±0.04, ±0.02, 0 twice over, SD s₁ = √(0.008 / 9); the added ten are 0. Alone, the t-interval
// over all 20 is ±t₁₉ · √(0.008 / 19) / √20 = ±0.0096040 (SciPy: t.ppf(0.975, 19) = 2.093024054408263);
// held to Stein's it is ±t₉ · s₁ / √20 = ±0.0150797 (t.ppf(0.975, 9) = 2.2621571627409915).
@Test func anIntervalWithAddedProcessesIsHeldToSteinsWidth() throws {
    let deviations = [-0.04, -0.02, 0, 0.02, 0.04, -0.04, -0.02, 0, 0.02, 0.04] + Array(repeating: 0.0, count: 10)
    let samples = deviations.map { ProcessSamples(a: [1000 * exp($0)], b: [1000]) }
    var options = PairedRatioOptions(seed: 1, interval: .tInterval, test: .signedRank)
    let plain = try PairedRatio(processes: samples, options: options)
    #expect(
        isClose(
            log(plain.interval.upper), 2.093024054408263 * (0.008 / 19).squareRoot() / 20.0.squareRoot(),
            tolerance: 1e-9))
    options.firstStage = 10
    let held = try PairedRatio(processes: samples, options: options)
    let stein = 2.2621571627409915 * (0.008 / 9).squareRoot() / 20.0.squareRoot()
    #expect(
        isClose(log(held.interval.upper), stein, tolerance: 1e-9)
            && isClose(log(held.interval.lower), -stein, tolerance: 1e-9))
    #expect(held.ratio == plain.ratio)
    // No process added: nothing to hold.
    options.firstStage = 20
    #expect(try PairedRatio(processes: samples, options: options).interval == plain.interval)
}

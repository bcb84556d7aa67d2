import Statistics
import Testing

// Expected values from NumPy 2.4.6, default method "linear" (Hyndman–Fan type 7):
//   python3 -c "import numpy as np; print(np.percentile(np.arange(1, 101, dtype=float), [0, 5, 25, 50, 75, 95, 99,
// 100]))"
@Test(arguments: [
    (0.0, 1.0), (0.05, 5.95), (0.25, 25.75), (0.5, 50.5), (0.75, 75.25), (0.95, 95.05), (0.99, 99.01),
    (1.0, 100.0),
])
func rampPercentiles(p: Double, expected: Double) {
    let ramp = (1...100).map(Double.init)
    #expect(isClose(Percentile.value(at: p, inSorted: ramp), expected))
}

// python3 -c "import numpy as np; print(np.percentile([3, 1, 4, 1, 5, 9, 2, 6.0], [5, 25, 50, 75, 95, 99]))"
// → 1.0, 1.75, 3.5, 5.25, 7.949999999999998, 8.79
@Test(arguments: [(0.05, 1.0), (0.25, 1.75), (0.5, 3.5), (0.75, 5.25), (0.95, 7.95), (0.99, 8.79)])
func smallArrayPercentiles(p: Double, expected: Double) {
    let sorted = [3, 1, 4, 1, 5, 9, 2, 6.0].sorted()
    #expect(isClose(Percentile.value(at: p, inSorted: sorted), expected))
}

// python3 -c "import numpy as np; print(np.percentile([10, 20.0], [0, 30, 50, 100]), np.percentile([7, 1, 3.0], [10,
// 50, 90]))"
// → 10, 13, 15, 20 and 1.4, 3.0, 6.2
@Test func twoAndThreeValues() {
    #expect(isClose(Percentile.value(at: 0.3, inSorted: [10, 20]), 13))
    #expect(Percentile.median(ofSorted: [10, 20]) == 15)
    #expect(Percentile.value(at: 1, inSorted: [10, 20]) == 20)
    #expect(isClose(Percentile.value(at: 0.1, inSorted: [1, 3, 7]), 1.4))
    #expect(isClose(Percentile.value(at: 0.9, inSorted: [1, 3, 7]), 6.2))
    #expect(Percentile.median(of: [7, 1, 3]) == 3)
}

@Test func singleValueIsEveryPercentile() {
    for p in [0, 0.05, 0.5, 0.99, 1] {
        #expect(Percentile.value(at: p, inSorted: [2.5]) == 2.5)
    }
}

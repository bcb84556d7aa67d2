/// Whether `actual` is within `tolerance` of `expected`, relative to |expected| (absolute near zero).
func isClose(_ actual: Double, _ expected: Double, tolerance: Double = 1e-12) -> Bool {
    abs(actual - expected) <= tolerance * max(1, abs(expected))
}

import Foundation

/// Numbers spelt as the former Python generators (scripts/rowgen/numbers.py, now retired) spelt them, so that the
/// files they committed come out byte for byte.
///
/// Two spellings of one parsed value: `plain`, a whole number without a point and any other as its shortest
/// round-trip decimal (Python's `str` of rowgen's `number`, which UI files and C use); and `short`, C's `%g` (six
/// significant digits), which CSS, Cocoa XIBs and Objective-C use. The reader keeps every number of a template
/// within ±1,000,000 (`TemplateLimits`), so a whole number always fits an `Int`.
public enum PythonNumber {
    /// `20` for 20.0, `12.5` for 12.5, `0.1` for 0.1: Swift's `description` is the shortest round-trip decimal,
    /// as Python's `repr` is, and both switch to an exponent below 1e-4 (`1e-05`).
    public static func plain(_ value: Double) -> String {
        if value.rounded(.towardZero) == value, abs(value) < 1e15 { return String(Int(value)) }
        return value.description
    }

    /// C's `%g`: `14` for 14.0, `0.95` for 0.95, `1e+06` for 999999.5.
    public static func short(_ value: Double) -> String {
        String(format: "%g", value)
    }

    /// Python's `round()`: halves to even, as `round(0.5)` is 0.
    public static func roundedToEven(_ value: Double) -> Int {
        Int(value.rounded(.toNearestOrEven))
    }
}

import Toolkit

/// The name under which `buildCountedRows` appears to callgrind: `--dump-before` and `--dump-after` of it
/// make callgrind write the instructions of every thread between its entry and its return apart, so
/// start-up, parsing for the cached variants and the warm-up rows stay out of the count, and work a row hands
/// to another thread (Qt Quick's type loader) stays in.
public let countedRowsSymbol = "nib_or_not_counted_rows"

/// Builds `rows` rows back to back, keeping them alive in `sink`: the span whose instructions
/// `scripts/instruction-counts.sh` counts. Never inlined, so the symbol exists in a release build.
@inline(never)
@_silgen_name("nib_or_not_counted_rows")
public func buildCountedRows(_ factory: TimedRowFactory, _ rows: Int, _ sink: inout [AnyObject]) throws {
    for _ in 0..<rows { sink.append(try factory.makeTimedRow()) }
}

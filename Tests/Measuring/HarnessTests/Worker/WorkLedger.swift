import Builders
import Harness
import Views

/// Time and allocations that pass only while a row is being built (and, for freeing, when a row dies).
///
/// The clock and meter below read the ledger without advancing it, so a sample's nanoseconds and bytes are
/// exactly the work done between its two reads: a timed window that missed the construction would read 0,
/// and one that included the freeing of rows would read `freeNanoseconds` more.
final class WorkLedger {
    var nanoseconds: UInt64 = 1_000
    var bytes: UInt64 = 0
    var allocations: UInt64 = 0
}

struct LedgerClock: MonotonicClock {
    let ledger: WorkLedger
    func now() -> UInt64 { ledger.nanoseconds }
}

/// `countCostPerRead` models jemalloc's own lookups, which allocate a little each time counts are read.
struct LedgerMeter: AllocationMeter {
    let ledger: WorkLedger
    var countCostPerRead: UInt64 = 0
    func allocatedBytes() -> UInt64 { ledger.bytes }
    func allocationCount() -> UInt64 {
        ledger.allocations += countCostPerRead
        return ledger.allocations
    }
}

/// A row that charges the ledger for its freeing.
final class LedgerRow: View {
    let ledger: WorkLedger
    let freeNanoseconds: UInt64

    init(ledger: WorkLedger, freeNanoseconds: UInt64) {
        self.ledger = ledger
        self.freeNanoseconds = freeNanoseconds
        super.init()
    }

    deinit { ledger.nanoseconds += freeNanoseconds }
}

/// Each row costs `buildNanoseconds`, `allocations` requests and `bytes` while it is built.
final class LedgerFactory: RowFactory {
    let ledger: WorkLedger
    let buildNanoseconds: UInt64, freeNanoseconds: UInt64, allocations: UInt64, bytes: UInt64
    var rows = 0

    init(ledger: WorkLedger, buildNanoseconds: UInt64, freeNanoseconds: UInt64, allocations: UInt64, bytes: UInt64) {
        self.ledger = ledger
        self.buildNanoseconds = buildNanoseconds; self.freeNanoseconds = freeNanoseconds
        self.allocations = allocations; self.bytes = bytes
    }

    func makeRow() throws -> View {
        rows += 1
        ledger.nanoseconds += buildNanoseconds
        ledger.allocations += allocations
        ledger.bytes += bytes
        return LedgerRow(ledger: ledger, freeNanoseconds: freeNanoseconds)
    }
}

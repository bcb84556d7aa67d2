import Statistics
import Testing

/// Values of 0.05 · ln(1 + (e − 1)·t) from Python's math.log (Lan and DeMets's Pocock-type function).
@Test func pocockTypeSpendingMatchesItsFormula() {
    let spending = ErrorSpending(total: 0.05)
    #expect(spending.spent(atFraction: 0) == 0)
    #expect(isClose(spending.spent(atFraction: 0.1), 0.007928253937021455))
    #expect(isClose(spending.spent(atFraction: 1.0 / 3), 0.022641621263197066))
    #expect(isClose(spending.spent(atFraction: 0.5), 0.031005725347913876))
    #expect(isClose(spending.spent(atFraction: 1), 0.05))
}

/// The power family with ρ = 3, which `ab` spends β by: 0.05 · t³, all of it at t = 1.
@Test func powerFamilySpendingMatchesItsFormula() {
    let spending = ErrorSpending(total: 0.05, shape: .power(3))
    #expect(spending.spent(atFraction: 0) == 0)
    #expect(isClose(spending.spent(atFraction: 1.0 / 3), 0.05 / 27))
    #expect(isClose(spending.spent(atFraction: 0.5), 0.00625))
    #expect(isClose(spending.spent(atFraction: 0.9), 0.03645))
    #expect(isClose(spending.spent(atFraction: 1), 0.05))
}

/// Past the cap nothing more is spent, before the start nothing at all.
@Test func spendingClampsItsFraction() {
    let spending = ErrorSpending(total: 0.05)
    #expect(spending.spent(atFraction: 2) == spending.spent(atFraction: 1))
    #expect(spending.spent(atFraction: -1) == 0)
}

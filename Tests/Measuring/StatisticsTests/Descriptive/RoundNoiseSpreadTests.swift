import Statistics
import Testing

@Suite struct RoundNoiseSpreadTests {
    /// Rounds 0...4 in each process, shifted by 0, 10 and 20: the medians 2, 12, 22 spread by 10 (standard
    /// deviation, divisor n − 1); each process's quartiles 1 and 3 give σ = 2 / 1.349 and a median's standard
    /// error √(π/2) · σ / √5 = 0.830985... (python3: `math.sqrt(math.pi/2)*(2/1.349)/math.sqrt(5)`).
    @Test func processesFarApartAreMostlyTheirOwnDifferences() throws {
        let rounds = [0.0, 10, 20].map { shift in (0...4).map { Double($0) + shift } }
        let spread = try RoundNoiseSpread(rounds: rounds)
        #expect(spread.processes == 3)
        #expect(isClose(spread.betweenProcesses, 10))
        #expect(isClose(spread.fromRounds, 0.8309846132539551))
        #expect(isClose(spread.roundsShare, 0.8309846132539551 * 0.8309846132539551 / 100))
    }

    /// Processes whose medians agree exactly differ only by their rounds: the rounds explain all of it.
    @Test func processesThatAgreeAreAllRounds() throws {
        let spread = try RoundNoiseSpread(rounds: [[1, 2, 3], [0, 2, 9], [2, 2, 2]])
        #expect(spread.betweenProcesses == 0)
        #expect(spread.roundsShare == 1)
    }

    /// The error of a median from rounds falls with their count: four times the rounds, half the error.
    @Test func moreRoundsGiveASmallerError() throws {
        let few = try RoundNoiseSpread(rounds: [[0, 1, 2, 3, 4], [1, 2, 3, 4, 5]])
        let pattern = (0...4).map(Double.init)
        let many = try RoundNoiseSpread(rounds: [
            pattern + pattern + pattern + pattern, (pattern + pattern + pattern + pattern).map { $0 + 1 },
        ])
        // Quartiles of 0...4 repeated 4 times (type 7): 1 and 3 again, so only √n changes.
        #expect(isClose(many.fromRounds, few.fromRounds / 2))
    }

    @Test func tooFewProcessesOrRoundsOrANonFiniteValueThrow() {
        #expect(throws: StatisticsError.self) { try RoundNoiseSpread(rounds: [[1, 2, 3]]) }
        #expect(throws: StatisticsError.self) { try RoundNoiseSpread(rounds: [[1, 2, 3], [1]]) }
        #expect(throws: StatisticsError.self) { try RoundNoiseSpread(rounds: [[1, 2, 3], [1, .nan]]) }
    }
}

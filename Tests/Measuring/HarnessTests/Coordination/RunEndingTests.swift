@testable import Harness
import Testing

/// Whichever of the main thread and an interrupt claims first decides how a run ends; the other learns it.
@Test func anInterruptThatComesFirstDecidesAndTheMainThreadLeavesTheEndingToIt() {
    let ending = RunEnding()
    #expect(ending.claimForInterrupt())
    #expect(!ending.claimForMainThread())
}

@Test func aMainThreadThatCommittedOrFailedFirstDecidesAndAnInterruptLeavesTheFolder() {
    let ending = RunEnding()
    #expect(ending.claimForMainThread())
    #expect(!ending.claimForInterrupt())
    // Its second claim (a commit that fails inside `removingOnFailure`) still decides: it must not wait.
    #expect(ending.claimForMainThread())
}

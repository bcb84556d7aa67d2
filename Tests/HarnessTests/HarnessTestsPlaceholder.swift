import Testing
@Test func HarnessTestsPlaceholder() { #expect(Bool(true)) }

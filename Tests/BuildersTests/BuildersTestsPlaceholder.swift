import Testing
@Test func BuildersTestsPlaceholder() { #expect(Bool(true)) }

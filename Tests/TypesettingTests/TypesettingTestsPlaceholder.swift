import Testing
@Test func TypesettingTestsPlaceholder() { #expect(Bool(true)) }

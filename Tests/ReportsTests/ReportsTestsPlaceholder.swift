import Testing
@Test func ReportsTestsPlaceholder() { #expect(Bool(true)) }

import Testing
@Test func StatisticsTestsPlaceholder() { #expect(Bool(true)) }

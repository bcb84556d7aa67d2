import Testing
@Test func ViewsTestsPlaceholder() { #expect(Bool(true)) }

import Testing
@Test func CLITestsPlaceholder() { #expect(Bool(true)) }

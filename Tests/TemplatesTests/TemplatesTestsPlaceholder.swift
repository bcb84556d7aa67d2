import Testing
@Test func TemplatesTestsPlaceholder() { #expect(Bool(true)) }

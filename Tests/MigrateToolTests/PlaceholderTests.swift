import Testing
@testable import MigrateTool

@Test func placeholder() { #expect(Bool(true)) }

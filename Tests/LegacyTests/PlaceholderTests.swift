import Testing
@testable import Legacy

@Test func placeholder() { #expect(Bool(true)) }

import Testing
@testable import Dependencies

@Test func placeholder() { #expect(Bool(true)) }

import Testing
@testable import Clients

@Test func placeholder() { #expect(Bool(true)) }

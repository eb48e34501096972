import Testing
@testable import DependenciesTestSupport

@Test func placeholder() { #expect(Bool(true)) }

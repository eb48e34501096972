import Dependencies
import Testing

@Suite("\\.withRandomNumberGenerator and SeededRandomNumberGenerator")
struct RandomNumberGeneratorTests {
  @Test("SeededRandomNumberGenerator gives SplitMix64's published numbers for seed 0")
  func knownValues() {
    var generator = SeededRandomNumberGenerator(seed: 0)
    #expect(
      [generator.next(), generator.next(), generator.next()] == [
        0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F,
      ])
  }

  @Test("the same seed gives the same numbers; another seed, others")
  func seeds() {
    func roll(seed: UInt64) -> [Int] {
      var generator = SeededRandomNumberGenerator(seed: seed)
      return (0..<20).map { _ in Int.random(in: 1...6, using: &generator) }
    }
    #expect(roll(seed: 42) == roll(seed: 42))
    #expect(roll(seed: 42) != roll(seed: 43))
  }

  @Test("live, it uses the system generator")
  func live() {
    withDependencies { $0.context = .live } operation: {
      @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
      let values = (0..<50).map { _ in withRandomNumberGenerator { $0.next() } }
      #expect(Set(values).count == 50)
    }
  }

  @Test("a test that uses it without an override is reported")
  func testValueReports() {
    let issues = IssueCollector()
    withIssueReporters([issues]) {
      @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
      _ = withRandomNumberGenerator { Int.random(in: 0..<10, using: &$0) }
    }
    #expect(issues.reported.count == 1)
    #expect(issues.reported.first?.contains("no test implementation") == true)
  }

  @Test("overridden with a seed, feature code shuffles the same way on every run")
  func seededOverride() {
    let shuffle = {
      withDependencies {
        $0.withRandomNumberGenerator = WithRandomNumberGenerator(
          SeededRandomNumberGenerator(seed: 7))
      } operation: {
        @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
        return withRandomNumberGenerator { Array(1...10).shuffled(using: &$0) }
      }
    }
    let first = shuffle()
    #expect(first == shuffle())
    #expect(first.sorted() == Array(1...10))
  }

  @Test("100 tasks sharing one generator each draw a different number of its sequence")
  func concurrentDraws() async {
    let shared = WithRandomNumberGenerator(SeededRandomNumberGenerator(seed: 9))
    let drawn = await withTaskGroup(of: UInt64.self) { group in
      for _ in 0..<100 { group.addTask { shared { $0.next() } } }
      return await group.reduce(into: Set<UInt64>()) { $0.insert($1) }
    }
    var sequential = SeededRandomNumberGenerator(seed: 9)
    #expect(drawn == Set((0..<100).map { _ in sequential.next() }))
  }
}

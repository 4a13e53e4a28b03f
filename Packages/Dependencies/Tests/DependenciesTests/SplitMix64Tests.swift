import Dependencies
import Testing

struct SplitMix64Tests {
  @Test func givesTheReferenceSequence() {
    var generator = SplitMix64(seed: 1_234_567)
    let numbers = (0..<3).map { _ in generator.next() }
    #expect(
      numbers == [6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423])
  }

  @Test func repeatsItsSequenceForTheSameSeed() {
    var first = SplitMix64(seed: 7)
    var second = SplitMix64(seed: 7)
    var other = SplitMix64(seed: 8)
    let numbers = (0..<100).map { _ in first.next() }
    #expect(numbers == (0..<100).map { _ in second.next() })
    #expect(numbers != (0..<100).map { _ in other.next() })
  }

  @Test func drivesTheStandardLibrarysRandomness() {
    var generator = SplitMix64(seed: 0)
    let values = (0..<1000).map { _ in Int.random(in: -3...3, using: &generator) }
    #expect(Set(values) == Set(-3...3))
  }
}

import Dependencies
import Foundation
import JSONCoding
import TestSupport
import Testing

/// Random values: `FastJSONEncoder` writes them byte for byte as `JSONEncoder` does, or declines
/// exactly the ones `JSONEncoder` refuses.
@Suite("FastJSONEncoder under fuzzing")
struct FastJSONEncoderFuzzTests {
  static let caseCount = 2_000

  @Test("any value is written as JSONEncoder writes it, with every formatting")
  func values() {
    var generator = SplitMix64(seed: 0x5EED_F00D)
    for _ in 0..<Self.caseCount {
      let value = ArbitraryJSON.random(depth: 4, using: &generator)
      let formatting =
        FastJSONEncoderTests.formattings.randomElement(using: &generator) ?? [.sortedKeys]

      let (fast, foundation) = FastJSONEncoderTests.outcomes(value, formatting)

      checkEqual(fast, foundation, "\(value) \(formatting)")
    }
  }

  @Test("records written any way are written back as JSONEncoder writes them")
  func records() {
    var generator = SplitMix64(seed: 7)
    var encodedCount = 0
    for _ in 0..<Self.caseCount {
      let text = generator.recordText()
      guard let record = try? JSONDecoder().decode(Record.self, from: Data(text.utf8)) else {
        continue
      }
      let formatting =
        FastJSONEncoderTests.formattings.randomElement(using: &generator) ?? [.sortedKeys]

      let (fast, foundation) = FastJSONEncoderTests.outcomes(
        Summary(record: record, author: record.place), formatting)

      encodedCount += 1
      check(fast != nil)
      checkEqual(fast, foundation, "\(text) \(formatting)")
    }
    check(encodedCount > Self.caseCount / 4)
  }
}

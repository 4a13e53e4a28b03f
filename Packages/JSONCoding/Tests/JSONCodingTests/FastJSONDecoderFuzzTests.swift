import Dependencies
import Foundation
import JSONCoding
import TestSupport
import Testing

/// Records written every which way, and hostile bytes: `FastJSONDecoder` never traps, and any
/// value it gives is the one `JSONDecoder` gives.
@Suite("FastJSONDecoder under fuzzing")
struct FastJSONDecoderFuzzTests {
  static let caseCount = 3_000

  @Test("a record written any way decodes as JSONDecoder decodes it, or is declined")
  func records() {
    var generator = SplitMix64(seed: 0x5EED_F00D)
    var decodedCount = 0
    var foundationCount = 0
    for _ in 0..<Self.caseCount {
      let text = generator.recordText()

      let (fast, foundation) = FastJSONDecoderTests.outcomes(Record.self, text)

      if foundation != nil {
        foundationCount += 1
      }
      if let fast {
        decodedCount += 1
        checkEqual(fast, foundation, "\(text)")
      }
    }
    // Most records JSONDecoder reads are plain enough for the fast decoder: not vacuous.
    check(decodedCount * 2 > foundationCount, "\(decodedCount) of \(foundationCount)")
  }

  @Test("mutated bytes decode as JSONDecoder decodes them, or are declined")
  func mutatedRecords() {
    var generator = SplitMix64(seed: 0xBAD_B17E5)
    for _ in 0..<Self.caseCount {
      let bytes = generator.mutate(Array(generator.recordText().utf8), count: 4)

      let records = FastJSONDecoderTests.outcomes(Record.self, bytes)
      let summaries = FastJSONDecoderTests.outcomes(Summary.self, bytes)

      if let fast = records.fast {
        checkEqual(fast, records.foundation, "\(bytes)")
      }
      if let fast = summaries.fast {
        checkEqual(fast, summaries.foundation, "\(bytes)")
      }
    }
  }

  @Test("random bytes never trap")
  func randomBytes() {
    var generator = SplitMix64(seed: 42)
    let alphabet =
      Array("{}[],:\"\\ -+.eE0123456789truefalsnul\u{0}".utf8) + [0xC3, 0xA9, 0xFF, 0xED]
    for _ in 0..<Self.caseCount {
      let bytes = (0..<Int.random(in: 0...24, using: &generator)).map { _ in
        alphabet.randomElement(using: &generator) ?? 0
      }

      let values = FastJSONDecoderTests.outcomes([String: [Int]].self, bytes)

      if let fast = values.fast {
        checkEqual(fast, values.foundation, "\(bytes)")
      }
    }
  }

  @Test("deep nesting is declined in constant stack")
  func deepNesting() {
    let depth = 100_000
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)

    #expect(throws: FastJSONDecoder.Declined.self) {
      try FastJSONDecoder().decode([String].self, from: Data(text.utf8))
    }
  }

  @Test("nesting up to the limit decodes")
  func nestingAtTheLimit() throws {
    struct Nest: Decodable, Equatable {
      var inner: [Nest]
      init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var inner: [Nest] = []
        while !container.isAtEnd {
          inner.append(try container.decode(Nest.self))
        }
        self.inner = inner
      }
    }
    let text = String(repeating: "[", count: 63) + String(repeating: "]", count: 63)

    let (fast, foundation) = FastJSONDecoderTests.outcomes(Nest.self, text)

    let decoded = try #require(fast)
    checkEqual(decoded, foundation)
  }
}

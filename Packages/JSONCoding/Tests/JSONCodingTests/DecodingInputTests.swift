import Foundation
import TestSupport
import Testing

@testable import JSONCoding

/// The work of a decoding grows linearly with the text, however many members its objects have.
@Suite struct DecodingInputTests {
  /// How many times two names were compared byte by byte to decode `text` as a `T`.
  static func nameComparisons<T: Decodable>(_ type: T.Type, _ text: String) throws -> Int {
    var text = text
    return try text.withUTF8 { bytes in
      let input = DecodingInput(bytes: bytes, userInfo: [:])
      defer { input.close() }
      _ = try input.decode(T.self, at: 0, path: CodingPathSteps.root)
      return input.nameComparisons
    }
  }

  @Test func listsAndFindsTheMembersOfALargeObjectInLinearTime() throws {
    struct Pick: Decodable {
      var name0: Int
      var name9999: Int
      var name10000: Int?
    }
    let count = 10_000
    let text = FastJSONDecoderTests.largeObject(count)

    let dictionary = try Self.nameComparisons([String: Int].self, text)
    let pick = try Self.nameComparisons(Pick.self, text)
    let small = try Self.nameComparisons(
      Pick.self, FastJSONDecoderTests.largeObject(15, then: #", "name9999": 1"#))

    // Compared one by one, the names of a large object take count² / 2 comparisons.
    check(dictionary < count)
    check(pick < count)
    check(small > 0)
  }
}

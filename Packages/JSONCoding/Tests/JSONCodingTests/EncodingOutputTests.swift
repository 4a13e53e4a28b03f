import Foundation
import TestSupport
import Testing

@testable import JSONCoding

/// The work of an encoding grows as `n log n` with the members of its objects at worst.
@Suite struct EncodingOutputTests {
  /// How many times two member names were compared to encode `value`.
  static func nameComparisons(_ value: some Encodable) throws -> Int {
    let output = EncodingOutput(isPrettyPrinted: false, escapesSlashes: true, userInfo: [:])
    defer { output.close() }
    try output.encodeTopLevel(value)
    return output.nameComparisons
  }

  @Test func sortsALargeObjectInNLogNComparisons() throws {
    let count = 10_000
    let dictionary = Dictionary(uniqueKeysWithValues: (0..<count).map { ("name\($0)", $0) })
    let escaped = Dictionary(uniqueKeysWithValues: (0..<count).map { ("name\\\($0)", $0) })

    let plain = try Self.nameComparisons(dictionary)
    let byName = try Self.nameComparisons(escaped)

    // Sorted by insertion, the members of a dictionary take about count² / 4 comparisons;
    // count × log2(count) is about 13 × count.
    check(plain < 20 * count)
    check(byName < 20 * count)
  }
}

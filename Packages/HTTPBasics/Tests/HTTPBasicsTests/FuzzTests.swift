import Dependencies
import Foundation
import HTTPBasics
import TestSupport
import Testing

/// Random and mutated input for every reader: none traps, and what reads is well formed.
@Suite("HTTPBasics under fuzzing")
struct FuzzTests {
  static let caseCount = 3_000

  @Test("a mutated or random date reads as nil or as a date that writes back in range")
  func dates() {
    var generator = SplitMix64.seeded()
    let alphabet = Array("SunMoTeWdhFriaJFbMrAyJlgSpOcNvD0123456789 ,:-GMT")
    let seeds = [
      "Sun, 06 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994",
    ]
    for _ in 0..<Self.caseCount {
      let text =
        Bool.random(using: &generator)
        ? generator.mutate(
          seeds.randomElement(using: &generator) ?? "", count: 3, alphabet: alphabet)
        : generator.text(from: alphabet, maximumLength: 40)

      guard let date = HTTPDate.date(from: text) else { continue }

      checkEqual(HTTPDate.date(from: HTTPDate.string(from: date)), date, "\(text)")
    }
  }

  @Test("any text decodes to nil or to text that encodes and decodes back to itself")
  func queries() {
    var generator = SplitMix64.seeded()
    let alphabet = Array("%+&=ab09AFfz é")
    for _ in 0..<Self.caseCount {
      let text = generator.text(from: alphabet, maximumLength: 30)

      let items = QueryEncoding.items(in: text)
      let decoded = QueryEncoding.decode(text)

      check(items.count <= text.utf8.count)
      if let decoded {
        checkEqual(QueryEncoding.decode(QueryEncoding.encode(decoded)), decoded)
      }
    }
  }

  @Test("a mutated or random Link value reads as nil or as links that write and read back")
  func links() {
    var generator = SplitMix64.seeded()
    let alphabet = Array("<>;,=\"\\ relnxtpv/?a_1\t")
    let seed = #"</posts?_page=1>; rel="first", </posts?_page=3>; rel="next last"; title="a, b""#
    for _ in 0..<Self.caseCount {
      let value =
        Bool.random(using: &generator)
        ? generator.mutate(seed, count: 4, alphabet: alphabet)
        : generator.text(from: alphabet, maximumLength: 60)

      guard let header = LinkHeader(parsing: value) else { continue }

      let reread = LinkHeader(parsing: header.value)
      checkEqual(reread?.links.count, header.links.count, "\(value)")
      checkEqual(reread?.links.map(\.relations), header.links.map(\.relations), "\(value)")
    }
  }
}

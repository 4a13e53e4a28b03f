import Dependencies
import Foundation
import JSONCoding
import TestSupport
import Testing

/// The text `FastJSONEncoder` writes, when it writes one, is `JSONEncoder`'s, byte for byte.
@Suite struct FastJSONEncoderTests {
  /// The output formattings a `FastJSONEncoder` stands in for.
  static let formattings: [JSONEncoder.OutputFormatting] = [
    [.sortedKeys], [.sortedKeys, .prettyPrinted], [.sortedKeys, .withoutEscapingSlashes],
    [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes],
  ]

  /// What each encoder makes of `value` with `formatting`: its text, or `nil` when it throws.
  static func outcomes(
    _ value: some Encodable, _ formatting: JSONEncoder.OutputFormatting
  ) -> (fast: [UInt8]?, foundation: [UInt8]?) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = formatting
    let fast = FastJSONEncoder(standingInFor: encoder)
    return (try? fast?.encode(value), (try? encoder.encode(value)).map { Array($0) })
  }

  /// Expects both encoders to write `value` alike with every formatting, and returns the
  /// compact text.
  @discardableResult
  static func expectSameText(
    _ value: some Encodable, sourceLocation: SourceLocation = #_sourceLocation
  ) -> String {
    var compact = ""
    for formatting in formattings {
      let (fast, foundation) = outcomes(value, formatting)
      check(fast != nil, "declined", sourceLocation: sourceLocation)
      checkEqual(
        fast.map { String(decoding: $0, as: UTF8.self) },
        foundation.map { String(decoding: $0, as: UTF8.self) },
        "\(formatting)", sourceLocation: sourceLocation)
      if formatting == [.sortedKeys] {
        compact = fast.map { String(decoding: $0, as: UTF8.self) } ?? ""
      }
    }
    return compact
  }

  static let record = Record(
    id: Identifier(7), userId: -3, title: "café \"quoted\" 😀\u{85}\u{200E}",
    body: "line\nbreak\ttab\u{1}\u{1F}/slash\\", done: true, kind: .note, score: 2500.5,
    small: -128, large: .max, tags: ["x", "", "/"],
    place: Record.Place(
      street: "Main", geo: ["lng": "-2", "lat": "1", "élan": "3", "Z": "4"],
      url: URL(string: "https://example.com/a?b=c")),
    seen: Date(timeIntervalSinceReferenceDate: 12.5))

  @Test func writesARecordAsJSONEncoderDoes() {
    let text = Self.expectSameText(Self.record)

    check(text.hasPrefix(#"{"body":"line\nbreak\ttab\u0001\u001f\/slash\\","done":true,"#))
  }

  @Test func writesTwoContainersOnOneEncoderAsOneObject() {
    let text = Self.expectSameText(Summary(record: Self.record, author: Self.record.place))
    let withoutAuthor = Self.expectSameText(Summary(record: Self.record, author: nil))

    check(text.contains(#""title":"#) && text.contains(#""user":{"geo""#))
    check(!withoutAuthor.contains(#""user""#))
  }

  @Test func writesEmptyAndNestedContainersAndScalarsAtTheTop() {
    struct Nothing: Encodable {
      func encode(to encoder: any Encoder) throws {}
    }
    struct Empties: Encodable {
      var array: [Int] = []
      var object: [String: Int] = [:]
      var nothing = Nothing()
      var nested: [[String: [Int]]] = [[:], ["a": []], ["b": [1, 2]]]
      var optional: Int? = nil
      var null: Int?? = .some(nil)
    }

    Self.expectSameText(Empties())
    Self.expectSameText([[Int]]())
    Self.expectSameText("top /\u{7F}")
    Self.expectSameText(42)
    Self.expectSameText(Optional<Int>.none)
    Self.expectSameText([
      1.5, -0.0, 1e16, 0.1, .leastNonzeroMagnitude, 1e-7, 123_456_789_012_345_680, 100,
    ])
    Self.expectSameText([Float(0.1), 1e30, -2.5])
    Self.expectSameText([Int8.min, 0, Int8.max].map(Int.init) + [Int.min, Int.max])
    Self.expectSameText([UInt64.max, 0])
    Self.expectSameText([Data([1, 2, 3, 255]), Data()])
    Self.expectSameText([Decimal(string: "1.25"), Decimal(string: "-0.001")])
    Self.expectSameText([1: "one", 10: "ten", 2: "two"])
  }

  @Test func writesNestedContainersOpenedByHand() {
    struct Hand: Encodable {
      enum Keys: String, CodingKey {
        case zeta, alpha, list, inner
      }

      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(1, forKey: .zeta)
        var list = container.nestedUnkeyedContainer(forKey: .list)
        try list.encode("a")
        var innerObject = list.nestedContainer(keyedBy: Keys.self)
        try innerObject.encode(true, forKey: .inner)
        try innerObject.encodeNil(forKey: .alpha)
        try list.encode(2)
        var inner = container.nestedContainer(keyedBy: Keys.self, forKey: .inner)
        try inner.encode([3], forKey: .list)
        try container.encode("last", forKey: .alpha)
      }
    }

    let text = Self.expectSameText(Hand())

    checkEqual(
      text,
      #"{"alpha":"last","inner":{"list":[3]},"list":["a",{"alpha":null,"inner":true},2],"zeta":1}"#)
  }

  @Test func writes128BitIntegersAsJSONEncoderDoes() {
    /// Writes 128-bit integers in each kind of container, going on when one throws: JSONEncoder
    /// writes them all.
    struct Wide: Encodable {
      struct Single: Encodable {
        var value: UInt128
        func encode(to encoder: any Encoder) throws {
          var container = encoder.singleValueContainer()
          try? container.encode(value)
        }
      }

      enum CodingKeys: CodingKey {
        case keyed, unkeyed, single, generic
      }

      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try? container.encode(Int128.min, forKey: .keyed)
        var array = container.nestedUnkeyedContainer(forKey: .unkeyed)
        try? array.encode(UInt128.max)
        try? array.encode(Int128(-1))
        try container.encode(Single(value: UInt128(UInt64.max) + 1), forKey: .single)
        try container.encode([Int128(7)], forKey: .generic)
      }
    }

    let text = Self.expectSameText(Wide())

    check(text.hasPrefix(#"{"generic":[7],"keyed":-170141183460469231731687303715884105728,"#))
  }

  @Test func sortsLargeObjectsAsJSONEncoderDoes() {
    var names = (0..<1_000).map { "name\($0)" } + ["a\"b", "a/b", "a\u{1}", "é", "Z", ""]
    var generator = SplitMix64(seed: 7)
    names.shuffle(using: &generator)
    let dictionary = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })

    let text = Self.expectSameText(dictionary)

    check(text.hasPrefix(#"{"":"#))
  }

  @Test func declinesARepeatedNameInALargeObject() {
    /// Writes `count` members in reverse order, the last named as the first.
    struct Repeating: Encodable {
      var count: Int

      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ArbitraryJSON.Key.self)
        for index in (0..<count).reversed() {
          try container.encode(index, forKey: ArbitraryJSON.Key(stringValue: "name\(index)"))
        }
        try container.encode(0, forKey: ArbitraryJSON.Key(stringValue: "name\(count - 1)"))
      }
    }

    for count in [2, 32, 33, 1_000] {
      checkEqual(Self.outcomes(Repeating(count: count), [.sortedKeys]).fast, nil, "\(count)")
    }
  }

  @Test func declinesWhatItCannotWriteAsJSONEncoderDoes() {
    struct Twice: Encodable {
      enum Keys: CodingKey {
        case a
      }
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(1, forKey: .a)
        try container.encode(2, forKey: .a)
      }
    }
    struct OutOfTurn: Encodable {
      enum Keys: CodingKey {
        case a, b
      }
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        var first = container.nestedUnkeyedContainer(forKey: .a)
        var second = container.nestedUnkeyedContainer(forKey: .b)
        try second.encode(2)
        try first.encode(1)
      }
    }
    struct Super: Encodable {
      func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try 1.encode(to: container.superEncoder())
      }
    }
    struct Nothing: Encodable {
      func encode(to encoder: any Encoder) throws {}
    }

    for formatting in Self.formattings {
      let twice = Self.outcomes(Twice(), formatting)
      let outOfTurn = Self.outcomes(OutOfTurn(), formatting)
      check(twice.fast == nil && twice.foundation != nil)
      check(outOfTurn.fast == nil && outOfTurn.foundation != nil)
      checkEqual(Self.outcomes(Super(), formatting).fast, nil)
      check(Self.outcomes(Nothing(), formatting) == (nil, nil))
      check(Self.outcomes([Double.nan], formatting) == (nil, nil))
      check(Self.outcomes(["a": Double.infinity], formatting) == (nil, nil))
    }
  }

  @Test func leavesDeepNestingToJSONEncoder() {
    /// Arrays nested `depth` deep.
    indirect enum Nest: Encodable {
      case leaf
      case node(Nest)

      init(depth: Int) {
        self = (1..<max(depth, 1)).reduce(.leaf) { nest, _ in .node(nest) }
      }

      func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        if case .node(let inner) = self {
          try container.encode(inner)
        }
      }
    }

    let shallow = Self.outcomes(Nest(depth: 256), [.sortedKeys])
    let deep = Self.outcomes(Nest(depth: 257), [.sortedKeys])
    let tooDeep = Self.outcomes(Nest(depth: 600), [.sortedKeys])

    check(shallow.fast != nil && shallow.fast == shallow.foundation)
    check(deep.fast == nil && deep.foundation != nil)
    check(tooDeep.fast == nil && tooDeep.foundation == nil)
  }

  @Test func declinesOnceAnyErrorWasThrownEvenWhenTheValueRecovered() {
    struct Recovering: Encodable {
      enum Keys: CodingKey {
        case a, b
      }
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try? container.encode([1, .nan], forKey: .a)
        try container.encode(2, forKey: .b)
      }
    }

    checkEqual(Self.outcomes(Recovering(), [.sortedKeys]).fast, nil)
  }

  @Test func anEncoderKeptPastItsValueIsDeclined() throws {
    final class Keeper: Encodable {
      var kept: (any Encoder)?
      func encode(to encoder: any Encoder) throws {
        kept = encoder
        var container = encoder.singleValueContainer()
        try container.encode(1)
      }
    }
    struct Pair: Encodable {
      let keeper = Keeper()
      func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(keeper)
        var late = keeper.kept?.singleValueContainer()
        try late?.encode(2)
      }
    }

    checkEqual(Self.outcomes(Pair(), [.sortedKeys]).fast, nil)
  }

  @Test func standsInOnlyForSortedKeysAndDefaultStrategies() {
    let unsorted = JSONEncoder()
    let snake = JSONEncoder()
    snake.outputFormatting = .sortedKeys
    snake.keyEncodingStrategy = .convertToSnakeCase
    let dates = JSONEncoder()
    dates.outputFormatting = .sortedKeys
    dates.dateEncodingStrategy = .iso8601

    check(FastJSONEncoder(standingInFor: unsorted) == nil)
    check(FastJSONEncoder(standingInFor: snake) == nil)
    check(FastJSONEncoder(standingInFor: dates) == nil)
  }
}

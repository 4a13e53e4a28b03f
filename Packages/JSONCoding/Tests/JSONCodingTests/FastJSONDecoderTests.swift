import Foundation
import JSONCoding
import TestSupport
import Testing

/// The value `FastJSONDecoder` gives, when it gives one, is `JSONDecoder`'s.
@Suite struct FastJSONDecoderTests {
  /// What each decoder makes of `text` as a `T`: its value, or `nil` when it throws.
  static func outcomes<T: Decodable>(_ type: T.Type, _ text: String) -> (fast: T?, foundation: T?) {
    outcomes(type, Array(text.utf8))
  }

  static func outcomes<T: Decodable>(_ type: T.Type, _ bytes: [UInt8]) -> (fast: T?, foundation: T?)
  {
    let data = Data(bytes)
    return (
      try? FastJSONDecoder().decode(type, from: data), try? JSONDecoder().decode(type, from: data)
    )
  }

  @Test func decodesARecordAsJSONDecoderDoes() throws {
    let text = #"""
      {"id": 7, "userId": -3, "title": "caf\u00e9 \"quoted\" \ud83d\ude00", "body": "a\nb/c",
       "done": true, "kind": "note", "score": 2.5e3, "small": -128, "large": 18446744073709551615,
       "tags": ["x", "", "\/"], "place": {"street": "Main", "geo": {"lat": "1", "lng": "-2"},
       "url": "https://example.com/a?b=c"}, "seen": 12.5, "ignored": [{"deep": [null, 1e999]}]}
      """#

    let (fast, foundation) = Self.outcomes(Record.self, text)

    let decoded = try #require(fast)
    checkEqual(decoded, foundation)
    checkEqual(decoded.title, "café \"quoted\" 😀")
    checkEqual(decoded.large, UInt64.max)
    checkEqual(decoded.place?.url?.absoluteString, "https://example.com/a?b=c")
  }

  @Test func decodesAbsentAndNullOptionalsAsNil() throws {
    let text = #"""
      {"id": 1, "userId": 1, "title": "", "body": "", "done": false, "kind": "post",
       "score": null, "tags": []}
      """#

    let (fast, foundation) = Self.outcomes(Record.self, text)

    let decoded = try #require(fast)
    checkEqual(decoded, foundation)
    check(decoded.score == nil && decoded.place == nil && decoded.small == nil)
  }

  @Test func decodesTwoContainersOnOneDecoder() throws {
    let text = #"""
      {"id": 1, "userId": 1, "title": "t", "body": "b", "done": false, "kind": "link",
       "tags": [], "user": {"street": "s", "geo": {}}}
      """#

    let (fast, foundation) = Self.outcomes(Summary.self, text)

    let decoded = try #require(fast)
    checkEqual(decoded, foundation)
    checkEqual(decoded.author?.street, "s")
  }

  @Test func decodesArraysDictionariesAndScalarsAtTheTop() throws {
    let array = Self.outcomes([Int].self, " [1, -2 ,3]\n")
    let dictionary = Self.outcomes([String: [Bool]].self, #"{"a": [true], "b": []}"#)
    let string = Self.outcomes(String.self, #""\u0000\t""#)
    let double = Self.outcomes(Double.self, "-0.0")

    checkEqual(array.fast, [1, -2, 3])
    checkEqual(array.fast, array.foundation)
    let decodedDictionary = try #require(dictionary.fast)
    checkEqual(decodedDictionary, dictionary.foundation)
    checkEqual(string.fast, "\u{0}\t")
    checkEqual(string.fast, string.foundation)
    try checkEqual(#require(double.fast).sign, .minus)
    checkEqual(double.fast, double.foundation)
  }

  @Test(arguments: [
    // Integers JSONDecoder reads, or refuses, for reasons of its own.
    #"{"a": 1.0}"#, #"{"a": 1e2}"#, #"{"a": -0}"#, #"{"a": 99999999999999999999}"#,
    // Names JSONDecoder compares as strings, and repeated ones, of which it keeps the first.
    #"{"\u0061": 1}"#, #"{"a": 1, "a": 2}"#, #"{"é": 1, "a": 2}"#,
    // Text that is not strictly valid JSON.
    #"{"a": 01}"#, #"{"a": 1,}"#, "{\"a\": \"\u{1}\"}", #"{"a": "\ud800"}"#, #"{"a": 1} x"#,
    "\u{FEFF}{\"a\": 1}", #"{"a": NaN}"#, #"{'a': 1}"#,
  ])
  func declinesWhatJSONDecoderCouldReadOtherwise(text: String) {
    struct Value: Decodable, Equatable {
      var a: Int
    }

    let (fast, _) = Self.outcomes(Value.self, text)

    checkEqual(fast, nil)
  }

  @Test(arguments: ["0e5", "-0e5", "0.0e5", "-0.0e1", "0.00e5", "0E+0", "0e-7", "1e-400"])
  func leavesZerosWithAnExponentToJSONDecoder(text: String) {
    let (fast, foundation) = Self.outcomes([Double].self, "[\(text)]")
    let plain = Self.outcomes([Double].self, "[0, -0.0, 0.000]")

    checkEqual(fast, nil, "JSONDecoder gives \(String(describing: foundation))")
    check(plain.fast == [0, 0, 0] && plain.fast == plain.foundation)
    checkEqual(plain.fast?[1].sign, .minus)
  }

  @Test func declinesFloatsDataAndDecimals() {
    checkEqual(Self.outcomes(Float.self, "1.5").fast, nil)
    checkEqual(Self.outcomes(Data.self, #""AQID""#).fast, nil)
    checkEqual(Self.outcomes(Decimal.self, "1.25").fast, nil)
    checkEqual(Self.outcomes([Double].self, "[1e400]").fast, nil)
  }

  @Test func decodes128BitIntegersAsJSONDecoderDoes() throws {
    /// Reads 128-bit integers where it can, from each kind of container: JSONDecoder reads them.
    struct Lenient: Decodable, Equatable {
      struct Single: Decodable, Equatable {
        var value: Int128?
        init(from decoder: any Decoder) throws {
          value = try? decoder.singleValueContainer().decode(Int128.self)
        }
      }

      var single: Single
      var keyed: Int128?
      var unkeyed: UInt128?

      enum CodingKeys: CodingKey {
        case a, b
      }

      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        single = try container.decode(Single.self, forKey: .a)
        keyed = try? container.decode(Int128.self, forKey: .a)
        var array = try container.nestedUnkeyedContainer(forKey: .b)
        unkeyed = try? array.decode(UInt128.self)
      }
    }
    let text = #"{"a": -9223372036854775808, "b": [18446744073709551615]}"#

    let (fast, foundation) = Self.outcomes(Lenient.self, text)
    let wide = Self.outcomes(Int128.self, "170141183460469231731687303715884105727")

    let decoded = try #require(fast)
    checkEqual(decoded, foundation)
    check(decoded.single.value == Int128(Int64.min) && decoded.keyed == Int128(Int64.min))
    checkEqual(decoded.unkeyed, UInt128(UInt64.max))
    checkEqual(wide.fast, nil)
    checkEqual(wide.foundation, Int128.max)
  }

  @Test func declinesOnceAnyErrorWasThrownEvenWhenTheTypeRecovered() {
    /// Reads `a` as an integer, or else as text: JSONDecoder reads `1.0` as the integer.
    struct Lenient: Decodable, Equatable {
      var value: String

      enum CodingKeys: CodingKey {
        case a
      }

      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let number = try? container.decode(Int.self, forKey: .a) {
          value = "integer \(number)"
        } else {
          value = "other"
        }
      }
    }

    let lenient = Self.outcomes(Lenient.self, #"{"a": 1.0}"#)
    let plain = Self.outcomes(Lenient.self, #"{"a": 1}"#)

    checkEqual(lenient.fast, nil)
    checkEqual(lenient.foundation?.value, "integer 1")
    checkEqual(plain.fast, plain.foundation)
    checkEqual(plain.fast?.value, "integer 1")
  }

  @Test func decodeIfPresentPastTheEndMovesOnAsJSONDecoderDoes() throws {
    /// Reads optional elements past the end of an array, noting where the container stands.
    struct Reader: Decodable, Equatable {
      var values: [Int?] = []
      var indices: [Int] = []

      init(from decoder: any Decoder) throws {
        var array = try decoder.unkeyedContainer()
        values.append(try array.decodeIfPresent(Int.self))
        values.append(try array.decodeIfPresent(Int.self))
        indices.append(array.currentIndex)
        values.append(try array.decodeIfPresent(Int.self))
        values.append(try array.decodeIfPresent(Int.self).map { $0 })
        _ = try array.decodeIfPresent(Reader?.self)
        indices.append(array.currentIndex)
      }
    }

    let (fast, foundation) = Self.outcomes(Reader.self, "[7, null]")

    let decoded = try #require(fast)
    checkEqual(decoded, foundation)
    check(decoded.values == [7, nil, nil, nil] && decoded.indices == [2, 5])
  }

  /// An object of `count` members named `name0`, `name1`... in reverse order, each with its
  /// number, and the members `extra` after them.
  static func largeObject(_ count: Int, then extra: String = "") -> String {
    "{" + (0..<count).reversed().map { #""name\#($0)": \#($0)"# }.joined(separator: ", ")
      + extra + "}"
  }

  @Test func readsLargeObjectsAsJSONDecoderDoes() throws {
    struct Pick: Decodable, Equatable {
      var first: Int
      var last: Int
      var missing: Int?
      var hasMiddle: Bool

      enum CodingKeys: String, CodingKey {
        case first = "name0"
        case last = "name999"
        case missing = "name1000"
        case middle = "name500"
      }

      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        first = try container.decode(Int.self, forKey: .first)
        last = try container.decode(Int.self, forKey: .last)
        missing = try container.decodeIfPresent(Int.self, forKey: .missing)
        hasMiddle = container.contains(.middle)
      }
    }
    let text = Self.largeObject(1_000)

    let dictionary = Self.outcomes([String: Int].self, text)
    let pick = Self.outcomes(Pick.self, text)
    let small = Self.outcomes(Pick.self, Self.largeObject(16, then: #", "name999": 1"#))

    check(dictionary.fast?.count == 1_000 && dictionary.fast == dictionary.foundation)
    let picked = try #require(pick.fast)
    checkEqual(picked, pick.foundation)
    check(picked.first == 0 && picked.last == 999 && picked.missing == nil && picked.hasMiddle)
    check(small.fast != nil && small.fast == small.foundation)
  }

  @Test(arguments: [(0, 999), (998, 999), (16, 17), (15, 16), (0, 16), (0, 17)])
  func declinesARepeatedNameInALargeObject(repeated: Int, at place: Int) {
    // The member at `place` is renamed after the one at `repeated`.
    let count = 1_000
    let text = Self.largeObject(count).replacingOccurrences(
      of: #""name\#(count - 1 - place)":"#, with: #""name\#(count - 1 - repeated)":"#)

    let (fast, foundation) = Self.outcomes([String: Int].self, text)

    checkEqual(fast, nil)
    checkEqual(foundation?.count, count - 1)
  }

  @Test func containsAndAllKeysSeeTheMembers() throws {
    struct Keys: Decodable {
      var names: Set<String>
      var hasB: Bool
      var hasZ: Bool

      struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { return nil }
      }

      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        names = Set(container.allKeys.map(\.stringValue))
        hasB = container.contains(Key(stringValue: "b"))
        hasZ = container.contains(Key(stringValue: "z"))
      }
    }

    let keys = try #require(
      try? FastJSONDecoder().decode(Keys.self, from: Data(#"{"a": 1, "b": [2]}"#.utf8)))

    checkEqual(keys.names, ["a", "b"])
    check(keys.hasB && !keys.hasZ)
  }

  @Test func givesTheCodingPathsJSONDecoderGives() throws {
    struct Leaf: Decodable {
      var path: String
      init(from decoder: any Decoder) throws {
        path = decoder.codingPath.map(\.stringValue).joined(separator: ".")
      }
    }
    struct Root: Decodable {
      var leaf: Leaf
      enum CodingKeys: CodingKey {
        case outer
      }
      init(from decoder: any Decoder) throws {
        var array = try decoder.container(keyedBy: CodingKeys.self).nestedUnkeyedContainer(
          forKey: .outer)
        _ = try array.decode(Int.self)
        leaf = try array.decode(Leaf.self)
      }
    }

    let data = Data(#"{"outer": [1, {"x": 2}]}"#.utf8)

    let fast = try FastJSONDecoder().decode(Root.self, from: data)
    let foundation = try JSONDecoder().decode(Root.self, from: data)

    checkEqual(fast.leaf.path, "outer.Index 1")
    checkEqual(fast.leaf.path, foundation.leaf.path)
  }

  @Test func aDecoderKeptPastItsDecodingThrows() throws {
    final class Keeper: Decodable {
      let decoder: any Decoder
      init(from decoder: any Decoder) throws {
        self.decoder = decoder
      }
    }

    let keeper = try FastJSONDecoder().decode(Keeper.self, from: Data(#"{"a": 1}"#.utf8))

    #expect(throws: FastJSONDecoder.Declined.self) {
      try keeper.decoder.singleValueContainer().decode(Int.self)
    }
  }

  @Test func passesUserInfoAndStandsInOnlyForDefaultStrategies() throws {
    struct Reader: Decodable {
      var info: String
      init(from decoder: any Decoder) throws {
        info = decoder.userInfo.first { $0.key.rawValue == "k" }?.value as? String ?? ""
      }
    }
    let plain = JSONDecoder()
    plain.userInfo[try #require(CodingUserInfoKey(rawValue: "k"))] = "v"
    let snake = JSONDecoder()
    snake.keyDecodingStrategy = .convertFromSnakeCase
    let dates = JSONDecoder()
    dates.dateDecodingStrategy = .secondsSince1970

    let reader = try #require(FastJSONDecoder(standingInFor: plain)).decode(
      Reader.self, from: Data("1".utf8))

    checkEqual(reader.info, "v")
    check(FastJSONDecoder(standingInFor: snake) == nil)
    check(FastJSONDecoder(standingInFor: dates) == nil)
  }
}

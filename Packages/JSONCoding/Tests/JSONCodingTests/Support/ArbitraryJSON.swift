import Dependencies
import Foundation

/// Any JSON value, encoded through the containers a hand-written `encode(to:)` would use: an
/// object through a keyed container with its own keys, an array through an unkeyed one.
indirect enum ArbitraryJSON: Encodable, Equatable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([ArbitraryJSON])
  case object([String: ArbitraryJSON])

  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) {
      self.stringValue = stringValue
    }

    init?(intValue: Int) {
      return nil
    }
  }

  func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    case .bool(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .int(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .double(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .string(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .array(let values):
      var container = encoder.unkeyedContainer()
      for value in values {
        try container.encode(value)
      }
    case .object(let members):
      var container = encoder.container(keyedBy: Key.self)
      for (name, value) in members {
        try container.encode(value, forKey: Key(stringValue: name))
      }
    }
  }

  /// A random value at most `depth` containers deep.
  static func random(depth: Int, using generator: inout SplitMix64) -> ArbitraryJSON {
    let kinds = depth > 0 ? 7 : 5
    switch Int.random(in: 0..<kinds, using: &generator) {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &generator))
    case 2:
      let edges = [0, 1, -1, Int.max, Int.min, 10, 100, 1_000_000]
      return .int(
        generator.oneIn(3)
          ? edges.randomElement(using: &generator) ?? 0
          : Int.random(in: -100_000...100_000, using: &generator))
    case 3:
      let edges: [Double] = [
        0, -0.0, 1, 0.1, 1e16, 1e-7, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
        123_456_789_012_345_680, 2.5,
        -1e300, 100,
      ]
      return .double(
        generator.oneIn(2)
          ? edges.randomElement(using: &generator) ?? 0
          : Double.random(in: -1e6...1e6, using: &generator))
    case 4: return .string(generator.text(maximumLength: 12))
    case 5:
      return .array(
        (0..<Int.random(in: 0...4, using: &generator)).map { _ in
          random(depth: depth - 1, using: &generator)
        })
    default:
      var members: [String: ArbitraryJSON] = [:]
      for _ in 0..<Int.random(in: 0...5, using: &generator) {
        members[generator.text(maximumLength: 6)] = random(depth: depth - 1, using: &generator)
      }
      return .object(members)
    }
  }
}

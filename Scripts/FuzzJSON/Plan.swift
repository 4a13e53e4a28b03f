import Foundation

/// What the probing types of one input ask of their decoders: the shape of the text as
/// `JSONDecoder` reads it, so that they mostly ask for what is there (the fast decoder declines
/// a whole text as soon as one request fails), and a seed from the input's bytes that varies how
/// they ask, the same way for both decoders.
struct Plan: Sendable {
  static let key = CodingUserInfoKey(rawValue: "plan")!

  /// The text's value as `JSONDecoder` reads it; `nil` when it does not.
  var shape: Shape?
  var seed: UInt64

  init(_ bytes: UnsafeRawBufferPointer) {
    // FNV-1a.
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
    }
    seed = hash
    shape = try? JSONDecoder().decode(Shape.self, from: Data(bytes))
  }

  /// The plan of the decoder or encoder with `userInfo`.
  static func of(_ userInfo: [CodingUserInfoKey: Any]) throws -> Plan {
    guard let plan = userInfo[key] as? Plan else {
      throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no plan"))
    }
    return plan
  }

  /// The shape of the value at `path`, when the text has one there.
  func shape(at path: [any CodingKey]) -> Shape? {
    var shape = self.shape
    for key in path {
      switch shape {
      case .array(let elements)?:
        guard let index = key.intValue, elements.indices.contains(index) else { return nil }
        shape = elements[index]
      case .object(let members)?:
        shape = members[key.stringValue]
      default:
        return nil
      }
    }
    return shape
  }

  /// The choices made at `path`, drawn from the seed and the path.
  func choices(at path: [any CodingKey]) -> Choices {
    var hash = seed
    for key in path {
      for byte in key.stringValue.utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
      }
      hash = (hash ^ UInt64(bitPattern: Int64(key.intValue ?? -1))) &* 0x100_0000_01B3
    }
    return Choices(state: hash)
  }
}

/// A run of choices (SplitMix64).
struct Choices {
  var state: UInt64

  /// A number in `0..<count`.
  mutating func next(_ count: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    mixed ^= mixed >> 31
    return Int(mixed % UInt64(count))
  }

  /// True once in `count` times.
  mutating func oneIn(_ count: Int) -> Bool {
    next(count) == 0
  }
}

/// A JSON value's kind, as `JSONDecoder` reads it.
indirect enum Shape: Decodable, Equatable, Sendable {
  case null
  case bool
  case string
  /// A number that decodes as an `Int64`.
  case integer
  /// Any other number.
  case number
  case array([Shape])
  case object([String: Shape])

  init(from decoder: any Decoder) throws {
    if let object = try? decoder.container(keyedBy: NameKey.self) {
      var members: [String: Shape] = [:]
      for key in object.allKeys {
        members[key.stringValue] = try object.decode(Shape.self, forKey: key)
      }
      self = .object(members)
    } else if var array = try? decoder.unkeyedContainer() {
      var elements: [Shape] = []
      while !array.isAtEnd {
        elements.append(try array.decode(Shape.self))
      }
      self = .array(elements)
    } else {
      let value = try decoder.singleValueContainer()
      if value.decodeNil() {
        self = .null
      } else if (try? value.decode(Bool.self)) != nil {
        self = .bool
      } else if (try? value.decode(String.self)) != nil {
        self = .string
      } else if (try? value.decode(Int64.self)) != nil {
        self = .integer
      } else {
        self = .number
      }
    }
  }
}

/// Any member name.
struct NameKey: CodingKey, Hashable {
  var stringValue: String
  var intValue: Int?

  init(_ name: String) {
    stringValue = name
  }

  init?(stringValue: String) {
    self.stringValue = stringValue
  }

  init?(intValue: Int) {
    stringValue = String(intValue)
    self.intValue = intValue
  }
}

/// A coding path as text, each key with its integer value when it has one.
func describe(_ path: [any CodingKey]) -> String {
  path.map { key in
    key.intValue.map { "\(key.stringValue)#\($0)" } ?? key.stringValue.debugDescription
  }
  .joined(separator: "/")
}

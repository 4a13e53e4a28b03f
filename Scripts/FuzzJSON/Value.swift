import Foundation

/// Any JSON value, decoded as its ``Plan`` says (numbers as one of several types) and encoded
/// back through keyed, unkeyed, nested and single-value containers as the plan chooses, the same
/// way for both encoders.
indirect enum Value: Codable, Equatable {
  case null
  case bool(Bool)
  case string(String)
  case int(Int64)
  case unsigned(UInt64)
  case double(Double)
  case float(Float)
  case wide(Int128)
  case decimal(Decimal)
  case url(URL)
  case array([Value])
  case object([String: Value])

  init(from decoder: any Decoder) throws {
    let plan = try Plan.of(decoder.userInfo)
    var choices = plan.choices(at: decoder.codingPath)
    switch plan.shape(at: decoder.codingPath) {
    case .object?:
      let object = try decoder.container(keyedBy: NameKey.self)
      var members: [String: Value] = [:]
      for key in object.allKeys {
        members[key.stringValue] = try object.decode(Value.self, forKey: key)
      }
      self = .object(members)
    case .array?:
      var array = try decoder.unkeyedContainer()
      var elements: [Value] = []
      while !array.isAtEnd {
        elements.append(try array.decode(Value.self))
      }
      self = .array(elements)
    case .bool?:
      self = .bool(try decoder.singleValueContainer().decode(Bool.self))
    case .string?:
      let value = try decoder.singleValueContainer()
      self =
        choices.oneIn(8) ? .url(try value.decode(URL.self)) : .string(try value.decode(String.self))
    case .integer?:
      let value = try decoder.singleValueContainer()
      switch choices.next(16) {
      case 0: self = .unsigned(try value.decode(UInt64.self))
      case 1: self = .double(try value.decode(Double.self))
      case 2: self = .wide(try value.decode(Int128.self))
      case 3: self = .decimal(try value.decode(Decimal.self))
      default: self = .int(try value.decode(Int64.self))
      }
    case .number?:
      let value = try decoder.singleValueContainer()
      switch choices.next(16) {
      case 0: self = .float(try value.decode(Float.self))
      case 1: self = .decimal(try value.decode(Decimal.self))
      default: self = .double(try value.decode(Double.self))
      }
    case .null?, nil:
      guard try decoder.singleValueContainer().decodeNil() else {
        throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "unplanned"))
      }
      self = .null
    }
  }

  func encode(to encoder: any Encoder) throws {
    let plan = try Plan.of(encoder.userInfo)
    var choices = plan.choices(at: encoder.codingPath)
    switch self {
    case .object(let members):
      var object = encoder.container(keyedBy: NameKey.self)
      for (name, value) in members.sorted(by: { $0.key < $1.key }) {
        try Self.encode(value, in: &object, forKey: NameKey(name), choices: &choices)
      }
    case .array(let elements):
      var array = encoder.unkeyedContainer()
      for element in elements {
        try Self.encode(element, in: &array, choices: &choices)
      }
    default:
      var single = encoder.singleValueContainer()
      try encodeScalar(in: &single)
    }
  }

  private func encodeScalar(in single: inout any SingleValueEncodingContainer) throws {
    switch self {
    case .null: try single.encodeNil()
    case .bool(let value): try single.encode(value)
    case .string(let value): try single.encode(value)
    case .int(let value): try single.encode(value)
    case .unsigned(let value): try single.encode(value)
    case .double(let value): try single.encode(value)
    case .float(let value): try single.encode(value)
    case .wide(let value): try single.encode(value)
    case .decimal(let value): try single.encode(value)
    case .url(let value): try single.encode(value)
    case .array, .object: try single.encode(self)
    }
  }

  /// Writes member `key` one of the ways a keyed container offers.
  private static func encode(
    _ value: Value, in object: inout KeyedEncodingContainer<NameKey>, forKey key: NameKey,
    choices: inout Choices
  ) throws {
    switch (value, choices.next(4)) {
    case (.null, 0): try object.encodeNil(forKey: key)
    case (.bool(let bool), 0): try object.encode(bool, forKey: key)
    case (.string(let string), 0): try object.encode(string, forKey: key)
    case (.string(let string), 1): try object.encodeIfPresent(string, forKey: key)
    case (.int(let int), 0): try object.encode(Int(int), forKey: key)
    case (.int(let int), 1): try object.encode(int, forKey: key)
    case (.unsigned(let unsigned), 0): try object.encode(unsigned, forKey: key)
    case (.double(let double), 0): try object.encode(double, forKey: key)
    case (.float(let float), 0): try object.encode(float, forKey: key)
    case (.wide(let wide), 0): try object.encode(wide, forKey: key)
    case (.array(let elements), 0):
      var nested = object.nestedUnkeyedContainer(forKey: key)
      for element in elements {
        try encode(element, in: &nested, choices: &choices)
      }
    case (.object(let members), 0):
      var nested = object.nestedContainer(keyedBy: NameKey.self, forKey: key)
      for (name, member) in members.sorted(by: { $0.key < $1.key }) {
        try encode(member, in: &nested, forKey: NameKey(name), choices: &choices)
      }
    default:
      try object.encode(value, forKey: key)
    }
  }

  /// Writes the next element one of the ways an unkeyed container offers.
  private static func encode(
    _ value: Value, in array: inout any UnkeyedEncodingContainer, choices: inout Choices
  ) throws {
    switch (value, choices.next(4)) {
    case (.null, 0): try array.encodeNil()
    case (.bool(let bool), 0): try array.encode(bool)
    case (.string(let string), 0): try array.encode(string)
    case (.int(let int), 0): try array.encode(int)
    case (.int(let int), 1) where Int16(exactly: int) != nil: try array.encode(Int16(int))
    case (.unsigned(let unsigned), 0): try array.encode(unsigned)
    case (.double(let double), 0): try array.encode(double)
    case (.wide(let wide), 0): try array.encode(wide)
    case (.array(let elements), 0):
      var nested = array.nestedUnkeyedContainer()
      for element in elements {
        try encode(element, in: &nested, choices: &choices)
      }
    case (.object(let members), 0):
      var nested = array.nestedContainer(keyedBy: NameKey.self)
      for (name, member) in members.sorted(by: { $0.key < $1.key }) {
        try encode(member, in: &nested, forKey: NameKey(name), choices: &choices)
      }
    default:
      try array.encode(value)
    }
  }
}

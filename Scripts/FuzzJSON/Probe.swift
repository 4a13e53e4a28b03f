import Foundation

/// Any JSON value, read through the whole container API as its ``Plan`` chooses, noting what
/// each request gives (errors caught and noted, as a lenient type does): the notes of both
/// decoders must match.
struct Probe: Decodable, Equatable {
  var notes: [String] = []

  init(from decoder: any Decoder) throws {
    let plan = try Plan.of(decoder.userInfo)
    let path = decoder.codingPath
    var choices = plan.choices(at: path)
    notes.append("at \(describe(path))")
    switch plan.shape(at: path) {
    case .object(let members)?:
      try readObject(decoder, members: members, choices: &choices)
    case .array(let elements)?:
      try readArray(decoder, elements: elements, choices: &choices)
    case let shape:
      try readScalar(decoder.singleValueContainer(), shape: shape, choices: &choices)
    }
  }

  private mutating func note(_ text: String) {
    notes.append(text)
  }

  /// Notes what `read` gives, or that it threw.
  private mutating func attempt(_ label: String, _ read: () throws -> String) {
    do {
      notes.append("\(label) \(try read())")
    } catch {
      notes.append("\(label) threw")
    }
  }

  private mutating func readScalar(
    _ value: any SingleValueDecodingContainer, shape: Shape?, choices: inout Choices
  ) throws {
    note("nil \(value.decodeNil()) at \(describe(value.codingPath))")
    switch shape {
    case .bool?:
      note("bool \(try value.decode(Bool.self))")
    case .string?:
      if choices.oneIn(4) {
        note("url \(try value.decode(URL.self).absoluteString)")
      } else {
        note("string \(try value.decode(String.self).debugDescription)")
      }
    case .integer?, .number?:
      note(try Self.number(value, shape: shape, choices: &choices))
    case .null?, nil, .array?, .object?:
      if choices.oneIn(3) {
        note("optional \(String(describing: try value.decode(Int?.self)))")
      }
    }
  }

  /// A number read as one of the types a number decodes to.
  private static func number(
    _ value: any SingleValueDecodingContainer, shape: Shape?, choices: inout Choices
  ) throws -> String {
    let kinds = shape == .integer ? 16 : 4
    switch choices.next(kinds) {
    case 0: return "double \(try value.decode(Double.self).bitPattern)"
    case 1: return "date \(try value.decode(Date.self).timeIntervalSinceReferenceDate.bitPattern)"
    case 2: return choices.oneIn(8) ? "float \(try value.decode(Float.self).bitPattern)" : "-"
    case 3: return choices.oneIn(8) ? "decimal \(try value.decode(Decimal.self))" : "-"
    case 4: return "int \(try value.decode(Int.self))"
    case 5: return "int8 \(try value.decode(Int8.self))"
    case 6: return "int16 \(try value.decode(Int16.self))"
    case 7: return "int32 \(try value.decode(Int32.self))"
    case 8: return "int64 \(try value.decode(Int64.self))"
    case 9: return "uint \(try value.decode(UInt.self))"
    case 10: return "uint8 \(try value.decode(UInt8.self))"
    case 11: return "uint16 \(try value.decode(UInt16.self))"
    case 12: return "uint32 \(try value.decode(UInt32.self))"
    case 13: return "uint64 \(try value.decode(UInt64.self))"
    case 14: return "int128 \(try value.decode(Int128.self))"
    default: return "uint128 \(try value.decode(UInt128.self))"
    }
  }

  private mutating func readObject(
    _ decoder: any Decoder, members: [String: Shape], choices: inout Choices
  ) throws {
    let object = try decoder.container(keyedBy: NameKey.self)
    note("keys \(object.allKeys.map(\.stringValue).sorted()) at \(describe(object.codingPath))")
    var names = members.keys.sorted()
    if choices.oneIn(4) {
      names.append(choices.oneIn(2) ? "missing" : "K")
    }
    for name in names {
      let key = NameKey(name)
      note("\(name.debugDescription) contained \(object.contains(key))")
      switch (members[name], choices.next(8)) {
      case (_, 0), (nil, _):
        attempt("if present") {
          try object.decodeIfPresent(Probe.self, forKey: key).map { $0.notes.description } ?? "nil"
        }
      case (_, 1):
        attempt("nil") { "\(try object.decodeNil(forKey: key))" }
      case (.string?, 2):
        attempt("string") { try object.decode(String.self, forKey: key) }
      case (.string?, 3):
        attempt("string if present") {
          String(describing: try object.decodeIfPresent(String.self, forKey: key))
        }
      case (.bool?, 2):
        attempt("bool") { "\(try object.decode(Bool.self, forKey: key))" }
      case (.integer?, 2):
        attempt("int") { "\(try object.decode(Int.self, forKey: key))" }
      case (.integer?, 3):
        attempt("uint8 if present") {
          String(describing: try object.decodeIfPresent(UInt8.self, forKey: key))
        }
      case (.number?, 2), (.number?, 3):
        attempt("double") { "\(try object.decode(Double.self, forKey: key).bitPattern)" }
      case (.null?, 2), (.null?, 3):
        attempt("int if present") {
          String(describing: try object.decodeIfPresent(Int.self, forKey: key))
        }
      case (.object?, 2), (.object?, 3):
        attempt("nested object") {
          let nested = try object.nestedContainer(keyedBy: NameKey.self, forKey: key)
          return "\(nested.allKeys.map(\.stringValue).sorted()) at \(describe(nested.codingPath))"
        }
      case (.array?, 2), (.array?, 3):
        attempt("nested array") {
          var nested = try object.nestedUnkeyedContainer(forKey: key)
          let count = nested.count
          let first = nested.isAtEnd ? "end" : "\(try nested.decode(Probe.self).notes)"
          return "\(String(describing: count)) at \(describe(nested.codingPath)): \(first)"
        }
      case (_, 7) where choices.oneIn(16):
        attempt("super") {
          "\(try Probe(from: object.superDecoder(forKey: key)).notes)"
        }
      default:
        attempt("value") { "\(try object.decode(Probe.self, forKey: key).notes)" }
      }
    }
  }

  private mutating func readArray(
    _ decoder: any Decoder, elements: [Shape], choices: inout Choices
  ) throws {
    var array = try decoder.unkeyedContainer()
    note(
      "count \(String(describing: array.count)) at end \(array.isAtEnd) at "
        + describe(array.codingPath))
    for element in elements.prefix(64) {
      guard !array.isAtEnd else { break }
      note("index \(array.currentIndex)")
      switch (element, choices.next(8)) {
      case (_, 0):
        attempt("if present") {
          try array.decodeIfPresent(Probe.self).map { $0.notes.description } ?? "nil"
        }
      case (_, 1):
        attempt("nil") { "\(try array.decodeNil())" }
      case (.string, 2):
        attempt("string") { try array.decode(String.self) }
      case (.bool, 2):
        attempt("bool if present") { String(describing: try array.decodeIfPresent(Bool.self)) }
      case (.integer, 2):
        attempt("int64") { "\(try array.decode(Int64.self))" }
      case (.integer, 3):
        attempt("int16 if present") { String(describing: try array.decodeIfPresent(Int16.self)) }
      case (.number, 2):
        attempt("double") { "\(try array.decode(Double.self).bitPattern)" }
      case (.null, 2):
        attempt("string if present") {
          String(describing: try array.decodeIfPresent(String.self))
        }
      case (.object, 2):
        attempt("nested object") {
          let nested = try array.nestedContainer(keyedBy: NameKey.self)
          return "\(nested.allKeys.map(\.stringValue).sorted()) at \(describe(nested.codingPath))"
        }
      case (.array, 2):
        attempt("nested array") {
          let nested = try array.nestedUnkeyedContainer()
          return "\(String(describing: nested.count)) at \(describe(nested.codingPath))"
        }
      case (_, 7) where choices.oneIn(16):
        attempt("super") { "\(try Probe(from: array.superDecoder()).notes)" }
      default:
        attempt("value") { "\(try array.decode(Probe.self).notes)" }
      }
    }
    // Past the end, or with elements left: what the container says then.
    switch choices.next(4) {
    case 0:
      attempt("int if present") { String(describing: try array.decodeIfPresent(Int.self)) }
    case 1:
      attempt("probe if present") {
        try array.decodeIfPresent(Probe.self).map { $0.notes.description } ?? "nil"
      }
    case 2 where choices.oneIn(4):
      attempt("int") { "\(try array.decode(Int.self))" }
    default:
      break
    }
    note("then index \(array.currentIndex) at end \(array.isAtEnd)")
  }
}

import Foundation

/// A record of the kind a list holds: required and optional fields of the common types, nested
/// records, arrays of them, a dictionary, a date and a URL.
struct Listing: Codable, Hashable, Sendable {
  enum Kind: String, Codable, Hashable, Sendable {
    case post, note, link
  }

  struct Author: Codable, Hashable, Sendable {
    var name: String
    var email: String?
    var geo: [String: String]?
    var karma: Double?
  }

  var id: Int
  var userId: Int?
  var title: String
  var body: String?
  var done: Bool?
  var kind: Kind?
  var score: Double?
  var small: Int8?
  var large: UInt64?
  var negative: Int64?
  var tags: [String]?
  var author: Author?
  var counts: [String: Int]?
  var seen: Date?
  var link: URL?
  var replies: [Listing]?
}

/// A record of the types `FastJSONDecoder` declines or that `JSONDecoder` treats in ways of its
/// own, synthesized and hand-written containers, an enum with associated values, and a value
/// that catches its members' errors.
struct Exotic: Codable, Hashable, Sendable {
  enum Choice: Codable, Hashable, Sendable {
    case none
    case one(Int)
    case pair(name: String, value: Double?)
  }

  var float: Float?
  var decimal: Decimal?
  var data: Data?
  var wide: Int128?
  var unsignedWide: UInt128?
  var int16: Int16?
  var int32: Int32?
  var uint: UInt?
  var uint16: UInt16?
  var uint32: UInt32?
  var byNumber: [Int: String]?
  var choice: Choice?
  var lenient: Lenient?
  var nested: [[Double?]]?
}

/// An array of integers in which elements that do not decode are counted and skipped, as lenient
/// list types do: a decoder's error that the type catches must not change what it gives.
struct Lenient: Codable, Hashable, Sendable {
  var values: [Int128] = []
  var skipped = 0

  init(from decoder: any Decoder) throws {
    var array = try decoder.unkeyedContainer()
    while !array.isAtEnd {
      if let value = try? array.decode(Int128.self) {
        values.append(value)
      } else {
        skipped += 1
        _ = try array.decode(Skipped.self)
      }
    }
  }

  func encode(to encoder: any Encoder) throws {
    var array = encoder.unkeyedContainer()
    try array.encode(contentsOf: values)
    try array.encode(Int128(skipped))
  }

  /// Any value, read and ignored.
  private struct Skipped: Decodable {
    init(from decoder: any Decoder) throws {}
  }
}

import Foundation

/// JSON helpers shared by the model tests.
enum JSONCoding {
  struct MissingKey: Error {
    var path: String
  }

  /// What a `DecodingError` reports, with its coding path written as dotted keys.
  enum DecodingFailure: Equatable {
    case keyNotFound(String)
    case typeMismatch(String)
    case valueNotFound(String)
    case dataCorrupted(String)
  }

  /// The failure that `error` reports, or `nil` when it is not a `DecodingError`.
  static func failure(of error: (any Error)?) -> DecodingFailure? {
    func dotted(_ path: [any CodingKey]) -> String {
      path.map(\.stringValue).joined(separator: ".")
    }
    switch error as? DecodingError {
    case .keyNotFound(let key, let context): return .keyNotFound(dotted(context.codingPath + [key]))
    case .typeMismatch(_, let context): return .typeMismatch(dotted(context.codingPath))
    case .valueNotFound(_, let context): return .valueNotFound(dotted(context.codingPath))
    case .dataCorrupted(let context): return .dataCorrupted(dotted(context.codingPath))
    default: return nil
    }
  }

  /// Decodes `type` from `json` with a plain `JSONDecoder`.
  static func decode<T: Decodable>(_ type: T.Type, from json: String) throws -> T {
    try JSONDecoder().decode(type, from: Data(json.utf8))
  }

  /// The JSON text of `value`, with sorted keys and unescaped slashes so that it can be compared
  /// with a literal.
  static func text<T: Encodable>(of value: T) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  /// `value` encoded and decoded again.
  static func roundTrip<T: Codable>(_ value: T) throws -> T {
    try JSONDecoder().decode(T.self, from: try JSONEncoder().encode(value))
  }

  /// The keys of the JSON object that `value` encodes to.
  static func keys<T: Encodable>(of value: T) throws -> Set<String> {
    let object = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(value))
    return Set((object as? [String: Any] ?? [:]).keys)
  }

  /// `json` without the value at the dotted `path`, such as `address.geo.lat`.
  static func editing(_ json: String, removing path: String) throws -> String {
    try edited(json, at: path) { object, key in
      guard object.removeValue(forKey: key) != nil else { throw MissingKey(path: path) }
    }
  }

  /// `json` with the value at the dotted `path` set to `value`, which may add a key.
  static func editing(_ json: String, setting path: String, to value: Any) throws -> String {
    try edited(json, at: path) { object, key in object[key] = value }
  }

  private static func edited(
    _ json: String, at path: String, change: (inout [String: Any], String) throws -> Void
  ) throws -> String {
    var keys = path.split(separator: ".").map(String.init)
    let last = keys.removeLast()
    let root = try JSONSerialization.jsonObject(with: Data(json.utf8))
    let edited = try edit(root, along: keys[...], path: path) { try change(&$0, last) }
    let data = try JSONSerialization.data(withJSONObject: edited, options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }

  private static func edit(
    _ object: Any, along keys: ArraySlice<String>, path: String,
    change: (inout [String: Any]) throws -> Void
  ) throws -> Any {
    guard var dictionary = object as? [String: Any] else { throw MissingKey(path: path) }
    if let key = keys.first {
      guard let child = dictionary[key] else { throw MissingKey(path: path) }
      dictionary[key] = try edit(child, along: keys.dropFirst(), path: path, change: change)
    } else {
      try change(&dictionary)
    }
    return dictionary
  }
}

import Foundation

/// `text` parsed as a JSON object, to compare an encoded body with regardless of key order;
/// `nil` when it is not an object.
public func jsonObject(_ text: String) throws -> NSDictionary? {
  try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary
}

/// `value` encoded with a default `JSONEncoder`, as the client encodes a body, and parsed as a
/// JSON object; `nil` when it is not an object.
public func encodedJSONObject(_ value: some Encodable) throws -> NSDictionary? {
  try JSONSerialization.jsonObject(with: JSONEncoder().encode(value)) as? NSDictionary
}

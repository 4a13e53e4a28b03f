/// A JSON value of any shape, read without a type to decode it into: a record of an API whose
/// fields are not known in advance.
///
/// Numbers stay as written (``JSONNumber``) and objects keep the order of their members
/// (``JSONObject``), so that a value read and written again is the text it was, but for
/// whitespace.
///
/// Read one with ``init(parsing:)-(Data)``.
///
/// Write one with ``serialized(_:)``.
///
/// ```swift
/// let record = try JSONValue(parsing: Data(#"{"id": 12345678901234567890, "price": 19.90}"#.utf8))
/// print(String(decoding: record.serialized(), as: UTF8.self))
/// // {"id":12345678901234567890,"price":19.90}
/// ```
public enum JSONValue: Sendable, Hashable, ExpressibleByNilLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByIntegerLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral
{
  case null
  case bool(Bool)
  case number(JSONNumber)
  case string(String)
  case array([JSONValue])
  case object(JSONObject)

  public init(nilLiteral: ()) {
    self = .null
  }

  public init(booleanLiteral value: Bool) {
    self = .bool(value)
  }

  public init(integerLiteral value: Int) {
    self = .number(JSONNumber(value))
  }

  public init(stringLiteral value: String) {
    self = .string(value)
  }

  public init(arrayLiteral elements: JSONValue...) {
    self = .array(elements)
  }

  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(JSONObject(elements))
  }

  /// The value of the member named `name` when this is an object that has one, else `nil`.
  public subscript(name: String) -> JSONValue? {
    guard case .object(let object) = self else { return nil }
    return object[name]
  }

  /// The element at `index` when this is an array that long, else `nil`.
  public subscript(index: Int) -> JSONValue? {
    guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
    return elements[index]
  }

  public var object: JSONObject? {
    guard case .object(let object) = self else { return nil }
    return object
  }

  public var array: [JSONValue]? {
    guard case .array(let elements) = self else { return nil }
    return elements
  }

  public var string: String? {
    guard case .string(let string) = self else { return nil }
    return string
  }
}

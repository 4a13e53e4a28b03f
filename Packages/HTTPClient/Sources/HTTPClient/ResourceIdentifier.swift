import JSONCoding

/// A JSON:API resource identifier, `{"type": "author", "id": "3"}`: how a relationship names a
/// record of another resource. A record read from a JSON:API document holds each of its
/// relationships as a field of this value, or a list of them (`RecordList`), and a write puts
/// such a field back among the document's `relationships`
/// (`RequestBody.jsonAPI(type:id:attributes:)`).
///
/// ```swift
/// let author = ResourceIdentifier(["type": "author", "id": "3"])
/// // author?.type == "author", author?.id == "3"
/// ```
public struct ResourceIdentifier: Sendable, Hashable {
  /// The resource's type, as its server names it: `author`, `people`.
  public var type: String
  /// The record's id, as its server writes it.
  public var id: String

  public init(type: String, id: String) {
    self.type = type
    self.id = id
  }

  /// The identifier `value` is: an object of a `type` and an `id`, both text, and nothing
  /// else but a `meta`; `nil` for any other value.
  public init?(_ value: JSONValue) {
    guard case .object(let object) = value, case .string(let type)? = object["type"],
      case .string(let id)? = object["id"],
      object.allSatisfy({ ["type", "id", "meta"].contains($0.name) })
    else { return nil }
    self.init(type: type, id: id)
  }

  /// The identifiers a relationship's value holds: the one of a to-one relationship, or every
  /// one of a to-many; `nil` for anything else (an empty list is no relationship known).
  public static func all(in value: JSONValue) -> [ResourceIdentifier]? {
    if let one = ResourceIdentifier(value) { return [one] }
    guard case .array(let elements) = value, !elements.isEmpty else { return nil }
    let identifiers = elements.compactMap(ResourceIdentifier.init)
    return identifiers.count == elements.count ? identifiers : nil
  }

  /// The type each to-one relationship of `records` names, by field: that of the first
  /// identifier the field holds.
  public static func types(in records: some Sequence<JSONObject>) -> [String: String] {
    var types: [String: String] = [:]
    for record in records {
      for member in record where types[member.name] == nil {
        if let related = ResourceIdentifier(member.value) { types[member.name] = related.type }
      }
    }
    return types
  }

  /// `fields` with each to-one relationship that `types` names (``types(in:)``) given by its
  /// id alone, a text or a number (`author=3`, `author:=3`), as its identifier; every other
  /// field as it is.
  ///
  /// ```swift
  /// let fields = ResourceIdentifier.linking(["author": 3, "title": "Dune"], types: ["author": "author"])
  /// // fields == ["author": ["type": "author", "id": "3"], "title": "Dune"]
  /// ```
  public static func linking(_ fields: JSONObject, types: [String: String]) -> JSONObject {
    JSONObject(
      fields.map { member -> JSONObject.Member in
        guard let type = types[member.name] else { return member }
        switch member.value {
        case .string(let id) where !id.isEmpty:
          return JSONObject.Member(name: member.name, value: Self(type: type, id: id).value)
        case .number(let number):
          return JSONObject.Member(
            name: member.name, value: Self(type: type, id: number.text).value)
        default:
          return member
        }
      })
  }

  /// The identifier as JSON:API writes it.
  public var value: JSONValue {
    .object(["type": .string(type), "id": .string(id)])
  }
}

import Foundation
import JSONCoding

extension RequestBody {
  /// JSON:API's media type, which its servers ask of a body and of `Accept`.
  public static let jsonAPIContentType = "application/vnd.api+json"

  /// Whether `contentType` is JSON:API's media type, its parameters aside, in any case.
  public static func isJSONAPI(_ contentType: String?) -> Bool {
    guard let contentType else { return false }
    let mediaType = contentType.split(separator: ";", maxSplits: 1).first ?? ""
    return mediaType.trimmingCharacters(in: .whitespaces).lowercased() == jsonAPIContentType
  }

  /// `fields` form-encoded (see `formEncoded(_:)`),
  /// as Stripe takes a JSON record: a text as it is, a number as written, `true` or `false`,
  /// an empty text for `null`, a list or an object nested (`metadata[tier]=gold`).
  ///
  /// ```swift
  /// let body = RequestBody.form(["email": "ada@example.com", "metadata": ["tier": "gold"]])
  /// // String(decoding: body.data, as: UTF8.self)
  /// //   == "email=ada%40example.com&metadata[tier]=gold"
  /// ```
  public static func form(_ fields: JSONObject) -> Self {
    formEncoded(fields.map { ($0.name, FormEncodedValue($0.value)) })
  }

  /// A JSON:API document of one resource: `{"data": {"type": …, "id": …, "attributes": {…},
  /// "relationships": {…}}}`, without `id` when it is `nil` (a create), as
  /// ``jsonAPIContentType``. A field whose value is a ``ResourceIdentifier``, or a list of them,
  /// is a relationship (`"author": {"data": {"type": "author", "id": "3"}}`), as a record read
  /// from a JSON:API document holds one (`RecordList`); every other field is an attribute.
  ///
  /// ```swift
  /// let body = RequestBody.jsonAPI(
  ///   type: "articles", id: "1",
  ///   attributes: ["title": "Tides", "author": ["type": "people", "id": "9"]])
  /// // body.contentType == "application/vnd.api+json"
  /// ```
  public static func jsonAPI(type: String, id: String?, attributes fields: JSONObject) -> Self {
    var resource: JSONObject = ["type": .string(type)]
    if let id, !id.isEmpty { resource["id"] = .string(id) }
    let isRelationship = { (field: JSONObject.Member) in
      ResourceIdentifier.all(in: field.value) != nil
    }
    let attributes = fields.filter { !isRelationship($0) }
    let relationships = fields.filter(isRelationship)
    // A change of relationships alone names no attributes.
    if !attributes.isEmpty || relationships.isEmpty {
      resource["attributes"] = .object(JSONObject(attributes))
    }
    if !relationships.isEmpty {
      resource["relationships"] = .object(
        JSONObject(relationships.map { ($0.name, .object(["data": $0.value])) }))
    }
    return Self(
      data: JSONValue.object(["data": .object(resource)]).serialized(),
      contentType: jsonAPIContentType)
  }
}

extension FormEncodedValue {
  /// `value` as a form writes it: see ``RequestBody/form(_:)``.
  init(_ value: JSONValue) {
    switch value {
    case .null: self = .text("")
    case .bool(let flag): self = .text(flag ? "true" : "false")
    case .number(let number): self = .text(number.text)
    case .string(let text): self = .text(text)
    case .array(let elements): self = .list(elements.map(FormEncodedValue.init))
    case .object(let object): self = .fields(object.map { ($0.name, FormEncodedValue($0.value)) })
    }
  }
}

/// What the body of a write of a JSON record is, as an API takes it.
public enum RecordBodyFormat: String, Sendable, Hashable, CaseIterable {
  /// The fields as a JSON object (json-server, Rails, most APIs).
  case json
  /// The fields form-encoded, a nested one as `metadata[tier]=gold` (Stripe):
  /// `RequestBody.form(_:)`.
  case form
  /// A JSON:API document naming the resource's type and, for an update, its id:
  /// `RequestBody.jsonAPI(type:id:attributes:)`.
  case jsonAPI = "jsonapi"
}

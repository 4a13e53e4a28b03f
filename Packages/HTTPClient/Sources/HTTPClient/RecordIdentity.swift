/// Where a record of a described resource lives, given its id (see
/// ``ResourceDescription/recordID``).
public enum RecordIdentity: Sendable, Hashable {
  /// The record is the collection's path and its id, as `/customers/cus_1`: the REST
  /// convention, json-server's, Stripe's, Rails'. `name` is the field that holds the id, which
  /// a record read as JSON is identified by.
  case field(String)
  /// The record is wherever its own link says, as HAL's `_links.self.href`
  /// (`http://host/api/books/3`): its id is that link, absolute or a path, followed below the
  /// session's base URL alone. `path` is the link's dotted path in the record.
  case selfLink(String)

  /// `id` as the REST convention and json-server name it.
  public static let id = RecordIdentity.field("id")
  /// HAL's `_links.self.href`.
  public static let halSelfLink = RecordIdentity.selfLink("_links.self.href")
}

import JSONCoding
import ScreenKit

/// What the record screen shows of a record: the record as the server sent it, the records its
/// foreign keys and relationships name, and the records of other resources that point to it,
/// each read one step away and no further.
public struct RecordPage: Sendable, Hashable {
  public init(
    key: RecordKey, record: JSONObject, links: [String: RecordLink] = [:],
    relations: [RecordRelation] = [], addOns: [RecordAddOn] = []
  ) {
    self.key = key
    self.record = record
    self.links = links
    self.relations = relations
    self.addOns = addOns
  }

  public var key: RecordKey
  public var record: JSONObject
  /// The records the record's foreign keys name, by the key's field (`customerId`).
  public var links: [String: RecordLink] = [:]
  /// The records of other resources that point to this one, in the catalog's order; those
  /// the server has none of are left out.
  var relations: [RecordRelation] = []
  /// The records the record's to-many JSON:API relationships name, by the relationship's
  /// field (`books`), each listed at the record's path below it (`author/2/books`).
  var relationships: [String: RecordRelation] = [:]
  /// The add-ons the record meets, in the order they win.
  public var addOns: [RecordAddOn] = []
  /// Whether this is the record as the list it was opened from has it, shown while it is
  /// read: its links and relations are not read yet.
  public var isAsListed = false

  /// The names of the records the record's foreign keys name, by the key's field, where the
  /// server gave them one.
  public var linkNames: [String: String] {
    links.compactMapValues { link in
      guard case .record(let name?) = link.found else { return nil }
      return name
    }
  }

  /// What the screen calls the record: its name- or title-like field, else its singular and
  /// id (`customer 7`); an array within it by its way there (`tags of customer 7`).
  public var title: String {
    guard key.field.isEmpty, let name = RecordColumns.name(of: record) else {
      return key.description
    }
    return name
  }

  /// The array within the record that `key` shows in its place; `nil` for the record itself,
  /// or when the record has no array there (any more).
  var shownArray: [JSONValue]? {
    guard !key.field.isEmpty else { return nil }
    var value = JSONValue.object(record)
    for step in key.field {
      let next: JSONValue? =
        switch step {
        case .member(let name): value[name]
        case .element(let index): value[index]
        }
      guard let next else { return nil }
      value = next
    }
    return value.array
  }
}

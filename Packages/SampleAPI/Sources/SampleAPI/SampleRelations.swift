/// json-server's `_embed` and `_expand`: related records attached to each record listed or
/// served.
///
/// - `_embed=comments` attaches to each record, under `comments`, the array of comments whose
///   foreign key for the record's resource (`postId` for posts) equals the record's `id` (a
///   number equals only a number, a string only a string). Any resource can be named; one without
///   such a foreign key gives empty arrays, and a name that is no resource also attaches `[]`, as
///   json-server 0.17 does.
/// - `_expand=user` attaches, under `user`, the record of the plural resource (`users`) whose `id`
///   is the text of the record's `userId`. A name whose plural is no resource, or a record
///   without such a parent, attaches nothing.
///
/// Both may be repeated (`_embed=comments&_embed=albums`); embedded arrays are attached first, in
/// order, then expanded parents, each appended after the record's fields or replacing a field of
/// the same name where it stands.
struct SampleRelations: Hashable, Sendable {
  /// The resources to embed, in order; empty names are left out.
  let embeds: [String]
  /// The parents to expand, by singular name, in order; empty names are left out.
  let expands: [String]

  /// Creates relations to embed and expand.
  init(embeds: [String] = [], expands: [String] = []) {
    self.embeds = embeds.filter { !$0.isEmpty }
    self.expands = expands.filter { !$0.isEmpty }
  }

  /// Whether nothing is to be attached.
  var isEmpty: Bool {
    embeds.isEmpty && expands.isEmpty
  }

  /// `records`, records of `resource`, with the related records from `database` attached.
  func attach(
    to records: [JSONValue], of resource: SampleResource, from database: SampleDatabase
  ) -> [JSONValue] {
    guard !isEmpty else { return records }
    let foreignKey = [Substring(resource.foreignKey)]
    let embedded = embeds.map { name in
      (
        name: name,
        children: SampleResource(rawValue: name).map { child in
          Dictionary(grouping: database[child].records) { Key($0.value(atPath: foreignKey)) }
        }
      )
    }
    let expanded = expands.compactMap { name in
      SampleResource(rawValue: name + "s").map {
        (name: name, foreignKey: [Substring(name + "Id")], table: database[$0])
      }
    }
    return records.map { record in
      var result = record
      let id = Key(record.value(atPath: ["id"]))
      for (name, children) in embedded {
        let matching = id == nil ? [] : children?[id] ?? []
        result = result.setting(.array(matching), forKey: name)
      }
      for (name, foreignKey, table) in expanded {
        guard let text = record.value(atPath: foreignKey)?.queryText, let parentID = Int(text),
          String(parentID) == text, let parent = table.record(withID: parentID)
        else { continue }
        result = result.setting(parent, forKey: name)
      }
      return result
    }
  }

  /// A foreign key or identifier as lodash's equality sees it; `nil` for values no key equals.
  private enum Key: Hashable {
    case number(Double)
    case string(String)
    case bool(Bool)

    init?(_ value: JSONValue?) {
      switch value {
      case .integer(let integer)?: self = .number(Double(integer))
      case .double(let double)?: self = .number(double)
      case .string(let string)?: self = .string(string)
      case .bool(let bool)?: self = .bool(bool)
      case .null?, .array?, .object?, nil: return nil
      }
    }
  }
}

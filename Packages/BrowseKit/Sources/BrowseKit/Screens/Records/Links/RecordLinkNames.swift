import Features
import JSONCoding
import RecordConventions
import ScreenKit

/// How a list names the records its rows link to: a post's `userId` shown as its author's name,
/// a JSON:API book's `author` relationship as its author's.
///
/// Each page of the list is read with the first page of every resource its rows link to, side
/// by side, so that a page and its names take one round trip; an id that page does not hold is
/// read on its own after it (`users/11`). Through a ``LinkNameCache``, as a browser's lists read
/// them, each of those reads is made once for the run, whatever the pages, tabs and
/// revalidations that need it. A name that cannot be read leaves the id shown, as it is.
public struct RecordLinkNames: Sendable, Hashable {
  /// The resource each field links to, by the field's name (`userId`: `users`).
  public var links: [String: BrowsedResource]
  /// What ends a foreign key, which a column of names leaves out of its label.
  public var suffix: String
  /// The resources a JSON:API relationship of the rows may link to, by its type
  /// (`ResourceCatalog.resource(ofType:)`): the fields that hold one are found in the rows read.
  public var relatedResources: [BrowsedResource] = []

  public init(links: [String: BrowsedResource] = [:], suffix: String = "Id") {
    self.links = links
    self.suffix = suffix
  }

  /// The links of the records of `resource` in `catalog`: each resource of the catalog by the
  /// foreign key that names its records (`userId` for `users`), and each field of the
  /// resource's the catalog links; a resource never links to itself.
  public init(of resource: BrowsedResource, in catalog: ResourceCatalog) {
    var links: [String: BrowsedResource] = [:]
    for other in catalog.resources where other.name != resource.name {
      links[catalog.foreignKeys.foreignKey(of: other.name)] = other
    }
    for field in catalog.fields[resource.name] ?? [] {
      if let other = catalog.resource(linkedBy: field), other.name != resource.name {
        links[field] = other
      }
    }
    self.links = links
    suffix = catalog.foreignKeySuffix
    relatedResources = catalog.resources
  }

  /// How many records of a linked resource are read beside each page for their names.
  public static let namesPageSize = 100
  /// The most ids of one page read on their own, when the first page of their resource did not
  /// hold them.
  public static let idsReadAlone = 50

  /// The label of the column of `field` when it shows names: the foreign key without its
  /// suffix (`user` for `userId`), else the field's name.
  public func label(of field: String) -> String {
    guard links[field] != nil, field.hasSuffix(suffix), field.count > suffix.count else {
      return field
    }
    return String(field.dropLast(suffix.count))
  }

  /// Every resource the rows may link to, whose names ``LinkNameCache/renew(_:)`` forgets for
  /// a refresh.
  public var linkedResources: Set<BrowsedResource> {
    Set(links.values).union(relatedResources)
  }

  /// The rows of `page` with the names of the records they link to, read through `collections`
  /// as ``named(_:fields:through:idField:sharing:)`` reads them, with nothing read before.
  public func named(
    _ page: @Sendable () async throws -> Page<RecordRow>, fields: [String]?,
    through collections: RecordCollections, idField: String
  ) async throws -> Page<RecordRow> {
    try await named(
      page, fields: fields, through: collections, idField: idField, sharing: LinkNameCache())
  }

  /// The rows of `page` with the names of the records they link to, read through `collections`:
  /// the first page of each resource linked by `fields` (the records' fields, when known) at
  /// once with `page`, which reads the rows, then the ids those did not hold. Without `fields`,
  /// the links the rows hold are read after them, as are the resources of the JSON:API
  /// relationships the rows hold. A read that fails names nothing. What `cache` holds is not
  /// read again, and what is read is kept there.
  public func named(
    _ page: @Sendable () async throws -> Page<RecordRow>, fields: [String]?,
    through collections: RecordCollections, idField: String, sharing cache: LinkNameCache
  ) async throws -> Page<RecordRow> {
    let expected = fields.map { Set($0) }.map { fields in links.filter { fields.contains($0.key) } }
    if expected?.isEmpty == true || links.isEmpty, relatedResources.isEmpty {
      return try await page()
    }
    let early = Set((expected ?? [:]).values)
    async let firstPages = Self.firstNames(
      of: early, through: collections, idField: idField, cache: cache)
    let rows = try await page()
    var names = await firstPages
    var held =
      expected ?? links.filter { link in rows.items.contains { $0.fields[link.key] != nil } }
    held.merge(Self.relationships(in: rows.items, among: relatedResources)) { own, _ in own }
    guard !held.isEmpty else { return rows }
    let late = Set(held.values).subtracting(early)
    if !late.isEmpty {
      names.merge(
        await Self.firstNames(of: late, through: collections, idField: idField, cache: cache),
        uniquingKeysWith: { first, _ in first })
    }
    let used = Self.linkedIDs(in: rows.items, links: held)
    names.merge(
      await Self.alone(used, missingFrom: names, links: held, through: collections, cache: cache),
      uniquingKeysWith: { $1 })
    return rows.map { row in
      var row = row
      row.linkNames = Self.names(of: row, in: names, links: held)
      return row
    }
  }

  /// The name of each record of the linked resources' first pages, by resource and id: each
  /// page as `cache` holds it, else read and kept there.
  private static func firstNames(
    of resources: Set<BrowsedResource>, through collections: RecordCollections, idField: String,
    cache: LinkNameCache
  ) async -> [LinkedID: String] {
    guard !resources.isEmpty else { return [:] }
    return await withTaskGroup(of: [LinkedID: String].self) { group in
      for resource in resources {
        group.addTask {
          let names = await cache.names(of: LinkNameCache.Key(resource: resource, id: nil)) {
            let client = collections.client(of: resource)
            let page = try await client.page(
              RecordQuery(page: PageRequest(size: Self.namesPageSize)))
            var names: [String: String] = [:]
            for record in page.items {
              guard let id = RecordRow.idText(record[idField]) ?? client.recordID(record),
                let name = RecordColumns.name(of: record)
              else { continue }
              names[id] = name
            }
            return names
          }
          return Dictionary(
            uniqueKeysWithValues: names.map { (LinkedID(resource: resource.name, id: $0), $1) })
        }
      }
      var names: [LinkedID: String] = [:]
      for await found in group { names.merge(found, uniquingKeysWith: { first, _ in first }) }
      return names
    }
  }

  /// The names of the ids of `used` that `names` lacks, each as `cache` holds it, else read on
  /// its own and kept there: at most ``idsReadAlone`` of those read.
  private static func alone(
    _ used: Set<LinkedID>, missingFrom names: [LinkedID: String],
    links: [String: BrowsedResource], through collections: RecordCollections,
    cache: LinkNameCache
  ) async -> [LinkedID: String] {
    let resources = Dictionary(links.values.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    var keys: [(LinkedID, LinkNameCache.Key)] = []
    var unread = 0
    for linked in used.filter({ names[$0] == nil }).sorted(by: { $0.id < $1.id }) {
      guard let resource = resources[linked.resource] else { continue }
      let key = LinkNameCache.Key(resource: resource, id: linked.id)
      if !cache.holds(key) {
        guard unread < Self.idsReadAlone else { continue }
        unread += 1
      }
      keys.append((linked, key))
    }
    guard !keys.isEmpty else { return [:] }
    return await withTaskGroup(of: (LinkedID, String?).self) { group in
      for (linked, key) in keys {
        group.addTask {
          let names = await cache.names(of: key) {
            let record = try await collections.client(of: key.resource).record(linked.id)
            return RecordColumns.name(of: record).map { [linked.id: $0] } ?? [:]
          }
          return (linked, names[linked.id])
        }
      }
      var found: [LinkedID: String] = [:]
      for await (linked, name) in group { found[linked] = name }
      return found
    }
  }

  /// The resource each JSON:API relationship of `rows` links to, by field: the first of
  /// `resources` of its type.
  private static func relationships(in rows: [RecordRow], among resources: [BrowsedResource])
    -> [String: BrowsedResource]
  {
    ResourceIdentifier.types(in: rows.lazy.map(\.fields)).compactMapValues { type in
      ResourceCatalog.resource(ofType: type, among: resources)
    }
  }

  /// Every record the rows link to.
  private static func linkedIDs(in rows: [RecordRow], links: [String: BrowsedResource])
    -> Set<LinkedID>
  {
    var used: Set<LinkedID> = []
    for row in rows {
      let fields = row.fields
      for (field, resource) in links {
        if let id = RecordRow.idText(fields[field]) {
          used.insert(LinkedID(resource: resource.name, id: id))
        }
      }
    }
    return used
  }

  private static func names(
    of row: RecordRow, in names: [LinkedID: String], links: [String: BrowsedResource]
  ) -> [String: String] {
    let fields = row.fields
    var found: [String: String] = [:]
    for (field, resource) in links {
      guard let id = RecordRow.idText(fields[field]),
        let name = names[LinkedID(resource: resource.name, id: id)]
      else { continue }
      found[field] = name
    }
    return found
  }

  /// A record of a linked resource, by its id.
  private struct LinkedID: Hashable, Sendable {
    var resource: String
    var id: String
  }
}

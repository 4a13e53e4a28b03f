import Features
import Foundation
import JSONCoding
import RecordConventions
import ScreenKit

/// How the record screen reads a record through its resource's client of `collections`: the record, then, a few at a time,
/// the records its foreign keys name and the counts of the records of the `catalog`'s other
/// resources that point to it, by json-server's conventions (`ForeignKeys`). Each is read one
/// step away, never the links of a link, so that records naming each other (a → b → a) cost
/// one read each.
///
/// Only the record's own read fails the screen: a link the server does not have is
/// ``RecordLink/Found/missing``, one it could not answer ``RecordLink/Found/unreadable``, and a
/// relation it does not serve (a `404`) or has no records of is left out.
public struct RecordReading: Sendable {
  public init(collections: RecordCollections, catalog: ResourceCatalog) {
    self.collections = collections
    self.catalog = catalog
  }

  /// The reads made at a time, beside the record's own.
  static let concurrentReads = 4
  /// The records of a relation asked for to count them, as many as its list asks for first,
  /// so that the two are one request to the HTTP cache: the server says how many in all
  /// (`X-Total-Count`), or these are counted.
  static let countedPage = RecordsList.pageSize

  public let collections: RecordCollections
  public let catalog: ResourceCatalog

  /// The page of `key`: the record, and, for the record itself, its links and relations.
  public func page(_ key: RecordKey) async throws -> RecordPage {
    let record = try await collections.client(of: key.resource).record(key.id)
    var page = RecordPage(
      key: key, record: record, addOns: catalog.addOns(of: key.resource, record: record))
    guard key.field.isEmpty else { return page }
    let linked = links(of: record)
    let reads =
      Set(linked.values).map(Read.link)
      + relations(of: key).map(Read.relation)
    let answers = await Self.each(reads, at: Self.concurrentReads) { await answer($0) }
    try Task.checkCancellation()
    var found: [RecordKey: RecordLink.Found] = [:]
    for answer in answers {
      switch answer {
      case .link(let key, let answer): found[key] = answer
      case .relation(let relation): page.relations += relation.map { [$0] } ?? []
      }
    }
    page.links = linked.compactMapValues { key in
      found[key].map { RecordLink(key: key, found: $0) }
    }
    page.relationships = relationships(of: record, at: key)
    return page
  }

  /// The to-many relationships of the JSON:API record of `key`, by field: each list of
  /// `ResourceIdentifier`s of the type of one resource of the catalog, counted, and listed at
  /// the record's path and the field's name (`author/2/books`), where JSON:API's
  /// recommendations put a relationship's related records. Nothing is read.
  func relationships(of record: JSONObject, at key: RecordKey) -> [String: RecordRelation] {
    var relationships: [String: RecordRelation] = [:]
    for member in record {
      guard case .array = member.value, let related = ResourceIdentifier.all(in: member.value),
        let type = related.first?.type, related.allSatisfy({ $0.type == type }),
        let resource = catalog.resource(ofType: type), RecordCollections.isPathSegment(member.name)
      else { continue }
      relationships[member.name] = RecordRelation(
        resource: resource, path: key.resource.segments + [key.id, member.name],
        count: .exactly(related.count))
    }
    return relationships
  }

  /// The records `record`'s foreign keys name, by field: each field whose name is a foreign key
  /// of a resource of the catalog (`customerId` of `customers`) and whose value is an id, and
  /// each to-one relationship of a JSON:API record, whose value is a `ResourceIdentifier` of
  /// the type of one (`"author": {"type": "author", "id": "3"}`).
  public func links(of record: JSONObject) -> [String: RecordKey] {
    var links: [String: RecordKey] = [:]
    for member in record {
      if let related = ResourceIdentifier(member.value),
        let resource = catalog.resource(ofType: related.type),
        RecordCollections.isPathSegment(related.id)
      {
        links[member.name] = RecordKey(resource: resource, id: related.id)
        continue
      }
      guard let resource = catalog.resource(linkedBy: member.name), let id = Self.id(member.value)
      else { continue }
      links[member.name] = RecordKey(resource: resource, id: id)
    }
    return links
  }

  /// The other resources whose records may point to the record of `key`, each with the path
  /// that lists those that do, and the filters that pick them there: those whose fields (as far
  /// as known) have its foreign key. The path is below the record's (`customers/7/orders`), as
  /// json-server routes it, unless either collection is routed with a format suffix
  /// (`RecordCollections.formatSuffix(of:)`: datasette's `library/loans.json`), which has none:
  /// the relation is then the other's own list, filtered by the foreign key
  /// (`library/loans.json?book_id=1`).
  func relations(of key: RecordKey) -> [Relation] {
    let foreignKey = catalog.foreignKeys.foreignKey(of: key.resource.name)
    return catalog.resources.compactMap { resource in
      guard resource.name != key.resource.name,
        catalog.fields[resource.name]?.contains(foreignKey) ?? true
      else { return nil }
      if RecordCollections.formatSuffix(of: resource.pathComponents) != nil
        || RecordCollections.formatSuffix(of: key.resource.pathComponents) != nil
      {
        return Relation(
          resource: resource, path: resource.pathComponents,
          filters: [URLQueryItem(name: foreignKey, value: key.id)])
      }
      return Relation(
        resource: resource, path: key.resource.segments + [key.id] + resource.pathComponents,
        filters: [])
    }
  }

  /// Where the records of `resource` that point to a record are listed.
  struct Relation: Sendable {
    var resource: BrowsedResource
    var path: [String]
    var filters: [URLQueryItem]
  }

  /// A read beside the record's: a record linked, or the records of a relation.
  private enum Read: Sendable {
    case link(RecordKey)
    case relation(Relation)
  }

  /// What a ``Read`` found; `nil` for a relation not shown.
  private enum Answer: Sendable {
    case link(RecordKey, RecordLink.Found)
    case relation(RecordRelation?)
  }

  private func answer(_ read: Read) async -> Answer {
    switch read {
    case .link(let key): .link(key, await find(key))
    case .relation(let relation): .relation(await count(relation))
    }
  }

  /// What the server says of the record `key`: its name, or that it has none.
  private func find(_ key: RecordKey) async -> RecordLink.Found {
    do {
      let record = try await collections.client(of: key.resource).record(key.id)
      return .record(name: RecordColumns.name(of: record))
    } catch NetworkError.notFound {
      return .missing
    } catch {
      return .unreadable
    }
  }

  /// How many records of the relation's resource the server lists where it says; `nil` when
  /// none, when it does not serve the path, or when they could not be counted and its records
  /// are not known to point here.
  private func count(_ relation: Relation) async -> RecordRelation? {
    let (resource, path) = (relation.resource, relation.path)
    let count: RecordRelation.Count
    do {
      let page = try await collections.client(of: resource, at: path).page(
        RecordQuery(filters: relation.filters, page: PageRequest(size: Self.countedPage)))
      let counted = max(page.totalCount ?? 0, page.items.count)
      guard counted > 0 else { return nil }
      count = page.totalCount == nil && page.next != nil ? .atLeast(counted) : .exactly(counted)
    } catch NetworkError.unexpectedStatus(let code, _, _, _) where code == 404 {
      return nil
    } catch {
      guard catalog.fields[resource.name] != nil else { return nil }
      count = .unknown
    }
    return RecordRelation(resource: resource, path: path, filters: relation.filters, count: count)
  }

  /// A foreign key's value as an id in a URL, when it is one segment of a path.
  private static func id(_ value: JSONValue) -> String? {
    RecordRow.idText(value).flatMap { RecordCollections.isPathSegment($0) ? $0 : nil }
  }

  /// The answers of `read` to each of `reads`, in their order, `limit` read at a time.
  private static func each<Input: Sendable, Output: Sendable>(
    _ reads: [Input], at limit: Int, _ read: @escaping @Sendable (Input) async -> Output
  ) async -> [Output] {
    await withTaskGroup(of: (Int, Output).self) { group in
      var answers = [Output?](repeating: nil, count: reads.count)
      var next = reads.startIndex
      func start() {
        guard next < reads.endIndex else { return }
        let place = next
        group.addTask { (place, await read(reads[place])) }
        next += 1
      }
      for _ in 0..<limit { start() }
      while let (place, answer) = await group.next() {
        answers[place] = answer
        start()
      }
      return answers.compactMap(\.self)
    }
  }
}

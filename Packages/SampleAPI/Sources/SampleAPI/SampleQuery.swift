import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What a list's query string asks for, read as json-server reads it, and applied in
/// json-server's order: filter (``SampleFilter`` on fields, ``SampleSearch`` for `q`), then sort
/// (``SampleSort``), then slice or page (``SamplePagination``), then embed and expand
/// (``SampleRelations``).
///
/// `q`, `_sort`, `_order`, `_page`, `_limit`, `_start` and `_end` count with their first value;
/// `_embed`, `_expand` and field filters with all of theirs. `callback` and `_` (JSONP and cache
/// busting) are ignored, and every other parameter is a field filter.
struct SampleQuery: Hashable, Sendable {
  /// The field filters, one per parameter name, in order of first appearance.
  var filters: [SampleFilter]
  /// The full-text search, `q`.
  var search: SampleSearch?
  /// The order, `_sort` and `_order`.
  var sort: SampleSort?
  /// The page or slice, `_page`, `_limit`, `_start` and `_end`.
  var pagination: SamplePagination?
  /// The related records to attach, `_embed` and `_expand`.
  var relations: SampleRelations

  /// Reads `items`, the parameters of a query string.
  init(_ items: [URLQueryItem]) {
    var names: [String] = []
    var valuesByName: [String: [String]] = [:]
    for item in items {
      if valuesByName[item.name] == nil { names.append(item.name) }
      valuesByName[item.name, default: []].append(item.value ?? "")
    }
    func first(_ name: String) -> String { valuesByName[name]?.first ?? "" }

    filters = names.filter { !SampleQuery.reservedNames.contains($0) }.map {
      SampleFilter(parameter: $0, values: valuesByName[$0] ?? [])
    }
    search = SampleSearch(first("q"))
    sort = SampleSort(fields: first("_sort"), orders: first("_order"))
    pagination = SamplePagination(
      page: first("_page"), limit: first("_limit"), start: first("_start"), end: first("_end"))
    relations = SampleRelations(
      embeds: valuesByName["_embed"] ?? [], expands: valuesByName["_expand"] ?? [])
  }

  /// Whether the query changes nothing about `records`: no filter applies to them and nothing
  /// is searched, sorted, cut or attached.
  func leavesUnchanged(_ records: [JSONValue]) -> Bool {
    search == nil && sort == nil && pagination == nil && relations.isEmpty
      && !filters.contains { $0.isApplicable(to: records) }
  }

  /// Makes `field` equal `value` and nothing else, replacing any equality filter the query had on
  /// it, as json-server does for the parent of a nested route (`/posts/7/comments`).
  mutating func require(_ field: String, equalTo value: String) {
    filters.removeAll { $0.field == field && $0.operator == .equal }
    filters.insert(SampleFilter(field: field, values: [value]), at: 0)
  }

  /// The records of `table`, a table of `resource`, that the query selects, in its order, with
  /// related records from `database` attached; and for a page, the pages it links to.
  ///
  /// `totalCount` is the number of records that passed the filters, before the pagination.
  func apply(
    to table: SampleTable, of resource: SampleResource, from database: SampleDatabase
  ) -> (records: [JSONValue], totalCount: Int, links: [SamplePagination.Link]) {
    apply(to: table, of: resource.rawValue, from: database, conventions: .standard)
  }

  /// The records of `table`, the table named `collection`, that the query selects, as
  /// ``apply(to:of:from:)`` says, following `conventions` for related records; `_like` filters
  /// match within `budget`.
  func apply(
    to table: SampleTable, of collection: String, from database: SampleDatabase,
    conventions: SampleConventions, budget: SampleLikeBudget = SampleLikeBudget()
  ) -> (records: [JSONValue], totalCount: Int, links: [SamplePagination.Link]) {
    var records = table.records
    let applicable = filters.filter { $0.isApplicable(to: table.records) }
    if !applicable.isEmpty || search != nil {
      let matchers = applicable.map { $0.makeMatcher(budget: budget) }
      records = records.filter { record in
        (search?.matches(record) ?? true) && matchers.allSatisfy { $0(record) }
      }
    }
    if let sort {
      records = sort.sorted(records)
    }
    let totalCount = records.count
    var links: [SamplePagination.Link] = []
    if let pagination {
      (records, links) = pagination.apply(to: records)
    }
    let attached = relations.attach(
      to: records, of: collection, from: database, conventions: conventions)
    return (attached, totalCount, links)
  }

  private static let reservedNames: Set<String> = [
    "q", "_sort", "_order", "_page", "_limit", "_start", "_end", "_embed", "_expand", "callback",
    "_",
  ]
}

import JSONCoding
import JavaScriptSemantics
import RecordConventions

/// What a list's query string asks for, read as json-server reads `req.query` (parsed by
/// `qs`, ``NodeQueryString``), and applied in json-server's order: search (`q`,
/// ``FullTextSearch``), then filter on fields (``FieldFilter``), then sort (``FieldSort``), then
/// slice or page (``Pagination``), then embed and expand (``Relations``).
///
/// `q`, `_sort`, `_order`, `_page`, `_limit`, `_start`, `_end`, `_embed`, `_expand` and
/// `_delay` are json-server's own; `callback` and `_` (JSONP and cache busting) filter
/// nothing; every other parameter is a field filter. `q` given more than once searches for its
/// first value.
///
/// Where json-server fails with 500 because a parameter is not text where it calls a method of
/// text (`q[a]=1`, `_sort[]=id`, `_order[]=desc`), ``problem`` says so, and the router answers
/// 400 with it.
struct CollectionQuery: Sendable {
  /// The field filters, in the order of `req.query`'s members.
  var filters: [FieldFilter]
  /// The full-text search, `q`.
  var search: FullTextSearch?
  /// The order, `_sort` and `_order`.
  var sort: FieldSort?
  /// The page or slice, `_page`, `_limit`, `_start` and `_end`.
  var pagination: Pagination?
  /// Whether the answer counts the records (`X-Total-Count`): `_end`, `_limit` or `_page` is
  /// given a value JavaScript counts as true, whichever pagination that makes.
  var countsRecords: Bool
  /// The related records to attach, `_embed` and `_expand`.
  var relations: Relations
  /// Why json-server would fail on this query, or `nil`.
  var problem: String?

  /// Reads `parameters`, the members of `req.query`.
  init(parameters: [(key: String, value: JSONValue)]) {
    func value(_ name: String) -> JSONValue? {
      parameters.first { $0.key == name }?.value
    }
    filters = parameters.filter { !CollectionQuery.reservedNames.contains($0.key) }.map {
      FieldFilter(parameter: $0.key, value: $0.value)
    }
    problem = nil
    search = nil
    if let q = value("q"), !q.isFalsy {
      let first: JSONValue? = if case .array(let elements) = q { elements.first } else { q }
      if case .string(let text)? = first {
        search = FullTextSearch(text)
      } else {
        problem = "q must be text"
      }
    }
    sort = nil
    if let fields = value("_sort"), !fields.isFalsy {
      // An `_order` JavaScript counts as false (`_order=`) is no order, as in json-server.
      let order = value("_order")
      let orders: JSONValue = if let order, !order.isFalsy { order } else { .string("") }
      switch (fields, orders) {
      case (.string(let fields), .string(let orders)):
        sort = FieldSort(fields: fields, orders: orders)
      case (.string, _):
        problem = "_order must be text"
      default:
        problem = "_sort must be text"
      }
    }
    let (page, limit, end) = (value("_page"), value("_limit"), value("_end"))
    pagination = Pagination(page: page, limit: limit, start: value("_start"), end: end)
    countsRecords = [page, limit, end].contains { $0.map { !$0.isFalsy } ?? false }
    relations = Relations(embed: value("_embed"), expand: value("_expand"))
  }

  /// Reads the query string of `request` as Express reads it, or the query a rewrite rule gave
  /// it as the rule reads it (``NodeQueryString``).
  init(_ request: JSONServerRequest) {
    if let rewritten = request.rewrittenQuery {
      self.init(parameters: NodeQueryString.nodeParameters(rewritten))
    } else {
      self.init(parameters: NodeQueryString.parameters(request.rawQuery ?? ""))
    }
  }

  /// Whether the query changes nothing about `records`: no filter applies to them and nothing
  /// is searched, sorted, cut or attached.
  func leavesUnchanged(_ records: [JSONValue]) -> Bool {
    search == nil && sort == nil && !countsRecords && relations.isEmpty && problem == nil
      && !filters.contains { $0.isApplicable(to: records) }
  }

  /// Makes `field` equal `value`, as json-server does for the parent of a nested route
  /// (`/posts/7/comments`): `req.query[field] = value`, replacing any filter the query had under
  /// that name.
  mutating func require(_ field: String, equalTo value: String) {
    let filter = FieldFilter(parameter: field, value: .string(value))
    if let index = filters.firstIndex(where: { $0.parameter == field }) {
      filters[index] = filter
    } else {
      filters.append(filter)
    }
  }

  /// The records of `table`, a table of `resource`, that the query selects, in its order, with
  /// related records from `database` attached; and for a page, the pages it links to.
  ///
  /// `totalCount` is the number of records that passed the filters, before the pagination.
  func apply(
    to table: DatabaseTable, of resource: SampleResource, from database: Database
  ) -> (records: [JSONValue], totalCount: Int, links: [Pagination.Link]) {
    apply(to: table, of: resource.rawValue, from: database, conventions: .standard)
  }

  /// The records of `table`, the table named `collection`, that the query selects, as
  /// ``apply(to:of:from:)`` says, following `conventions` for related records; filters and
  /// searches take their steps from `budget`.
  func apply(
    to table: DatabaseTable, of collection: String, from database: Database,
    conventions: ForeignKeys, budget: WorkBudget = WorkBudget()
  ) -> (records: [JSONValue], totalCount: Int, links: [Pagination.Link]) {
    var records = table.records
    if let search {
      records = records.filter { budget.spend(1) && search.matches($0) }
    }
    for filter in filters where filter.isApplicable(to: table.records) {
      let matches = filter.makeMatcher(budget: budget)
      records = records.filter(matches)
    }
    if let sort {
      records = sort.sorted(records)
    }
    let totalCount = records.count
    var links: [Pagination.Link] = []
    if let pagination {
      (records, links) = pagination.apply(to: records)
    }
    let attached = relations.attach(
      to: records, of: collection, from: database, conventions: conventions, budget: budget)
    return (attached, totalCount, links)
  }

  /// The parameters json-server takes for itself, which filter nothing.
  private static let reservedNames: Set<String> = [
    "q", "_sort", "_order", "_page", "_limit", "_start", "_end", "_embed", "_expand", "_delay",
    "callback", "_",
  ]
}

extension CollectionQuery {
  /// The answer to a list of `table`, the table named `collection`, shaped by this query; a page's
  /// `Link` header names pages of `request`. Its filters and searches take their steps from
  /// `budget`.
  func answer(
    listing table: DatabaseTable, named collection: String,
    linkingFrom request: JSONServerRequest, from database: Database,
    conventions: ForeignKeys, budget: WorkBudget = WorkBudget()
  ) -> JSONServerResponse {
    if let problem { return .error(problem, status: 400) }
    guard !leavesUnchanged(table.records) else { return .json(table.body) }

    let (records, totalCount, links) = apply(
      to: table, of: collection, from: database, conventions: conventions, budget: budget)
    if let problem = budget.problem { return .error(problem, status: 400) }
    var headers: [String: String] = [:]
    if countsRecords {
      headers["X-Total-Count"] = String(totalCount)
      headers["Access-Control-Expose-Headers"] =
        pagination?.isPage == true ? "X-Total-Count, Link" : "X-Total-Count"
    }
    if case .page(let page, _)? = pagination {
      headers["Link"] = PageLinkHeader.value(for: links, page: page, of: request)
    }
    return .json(JSONValue.array(records).serialized(.indented), headers: headers)
  }
}

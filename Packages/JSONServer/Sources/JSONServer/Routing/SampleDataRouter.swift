import JSONCoding
import JavaScriptSemantics
import RecordConventions

/// Answers requests from a database: a pure function of the request and the data.
///
/// - `GET /{resource}` lists a resource (`posts`, `comments`, `albums`, `photos`, `todos`,
///   `users`), shaped by its query string as json-server shapes it (``CollectionQuery``):
///   filtered by fields (`?userId=1`, `?address.city=Kyoto`, `?id=1&id=2`, `?id_gte=5`,
///   `?id_lte=9`, `?id_ne=3`, `?title_like=^notes`) and by full text (`?q=tokyo`), then sorted
///   (`?_sort=userId,title&_order=desc,asc`), then paged (`?_page=2&_limit=20`) or sliced
///   (`?_start=10&_end=20`, `?_start=10&_limit=5`), then with related records attached
///   (`?_embed=comments`, `?_expand=user`).
/// - A `_like` pattern longer than `WorkBudget.maximumPatternLength`, or patterns that
///   take too long to match, are 400 `{"error": "…"}` (`WorkBudget`).
/// - When `_page`, `_limit` or `_end` is given, `X-Total-Count` is the number of records that
///   passed the filters and `Access-Control-Expose-Headers` names it (and `Link`, with `_page`);
///   a page has a `Link` header to its first, previous, next and last pages
///   (``PageLinkHeader``), empty when there are none.
/// - `GET /{resource}/{id}` is one record, with `_embed` and `_expand` applied and every other
///   parameter ignored, or 404 `{}` when there is none (`0`, `-1` and `abc` name none).
/// - `GET /{parent}/{id}/{child}` is `GET /{child}?{parent}Id={id}` with the rest of the query,
///   for JSONPlaceholder's relations: posts→comments, albums→photos, users→posts, users→albums,
///   users→todos. The parent's id replaces any `{parent}Id` parameter of the query.
/// - `POST`, `PUT`, `PATCH` and `DELETE` write, as json-server writes, with validation it
///   does not have: see ``create(_:from:settingParent:into:)``,
///   ``update(_:id:from:merging:in:)`` and ``delete(_:id:from:)``.
/// - Any other path is 404 `{}`. A method a path does not take is 405 `{}` with an `Allow` header:
///   `GET, POST` for collections and children, `GET, PUT, PATCH, DELETE` for records. Methods are
///   case-sensitive.
///
/// A list that its query leaves as it is (no parameters, or only filters on fields no record
/// has) is answered with the table's pre-encoded body; any other is serialized from the
/// selected records only.
enum SampleDataRouter {
  /// The response to `request` when the data is `database`, which a write leaves unchanged.
  static func response(to request: JSONServerRequest, from database: Database) -> JSONServerResponse
  {
    var copy = database
    return response(to: request, updating: &copy)
  }

  /// The response to `request` when the data is `database`, applying the request's write, if it
  /// makes one, to `database`.
  static func response(
    to request: JSONServerRequest, updating database: inout Database,
    budget: WorkBudget = WorkBudget()
  ) -> JSONServerResponse {
    guard let route = Route(path: request.path) else { return .notFound }
    let allowed = route.allowedMethods
    guard allowed.contains(request.method) else { return .methodNotAllowed(allowing: allowed) }

    switch (request.method, route) {
    case ("POST", .collection(let resource)):
      return create(resource, from: request, settingParent: nil, into: &database)
    case ("POST", .children(let child, let parent, let parentID)):
      let parentKey = (field: parent.foreignKey, id: parentID)
      return create(child, from: request, settingParent: parentKey, into: &database)
    case ("PUT", .record(let resource, let id)), ("PATCH", .record(let resource, let id)):
      let merging = request.method == "PATCH"
      return update(resource, id: id, from: request, merging: merging, in: &database)
    case ("DELETE", .record(let resource, let id)):
      return delete(resource, id: id, from: &database)
    default:
      return read(route, for: request, from: database, budget: budget)
    }
  }

  private static func read(
    _ route: Route, for request: JSONServerRequest, from database: Database,
    budget: WorkBudget
  ) -> JSONServerResponse {
    switch route {
    case .collection(let resource):
      return list(
        resource, query: CollectionQuery(request), for: request, from: database, budget: budget)
    case .record(let resource, let id):
      guard let record = database[resource].record(withID: id) else { return .notFound }
      let relations = CollectionQuery(request).relations
      guard !relations.isEmpty else { return .json(record.serialized(.indented)) }
      let attached = relations.attach(
        to: [record], of: resource.rawValue, from: database, conventions: .standard,
        budget: budget)
      return .json((attached.first ?? record).serialized(.indented))
    case .children(let child, let parent, let parentID):
      var query = CollectionQuery(request)
      query.require(parent.foreignKey, equalTo: parentID)
      return list(child, query: query, for: request, from: database, budget: budget)
    }
  }

  private static func list(
    _ resource: SampleResource, query: CollectionQuery, for request: JSONServerRequest,
    from database: Database, budget: WorkBudget
  ) -> JSONServerResponse {
    query.answer(
      listing: database[resource], named: resource.rawValue, linkingFrom: request,
      from: database, conventions: .standard, budget: budget)
  }
}

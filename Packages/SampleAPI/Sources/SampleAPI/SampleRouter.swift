/// Answers requests from a database: a pure function of the request and the data.
///
/// - `GET /{resource}` lists a resource (`posts`, `comments`, `albums`, `photos`, `todos`,
///   `users`); `?field=value` parameters keep the records whose field has that value.
/// - `GET /{resource}/{id}` is one record, or 404 `{}` when there is none (`0`, `-1` and `abc`
///   name none).
/// - `GET /{parent}/{id}/{child}` is `GET /{child}?{parent}Id={id}` for JSONPlaceholder's
///   relations: posts→comments, albums→photos, users→posts, users→albums, users→todos.
/// - Any other path is 404 `{}`; any method but `GET` on a path above is 405 `{}`.
enum SampleRouter {
  /// The response to `request` when the data is `database`.
  static func response(to request: SampleRequest, from database: SampleDatabase) -> SampleResponse {
    guard let route = SampleRoute(path: request.path) else { return .notFound }
    guard request.method == "GET" else { return .methodNotAllowed }

    switch route {
    case .collection(let resource):
      return list(database[resource], filters: SampleFilter.filters(from: request.query))
    case .record(let resource, let id):
      guard let record = database[resource].record(withID: id) else { return .notFound }
      return .json(record.serialized())
    case .children(let child, let parent, let parentID):
      let relation = SampleFilter(field: parent.foreignKey, values: [parentID])
      return list(database[child], filters: [relation] + SampleFilter.filters(from: request.query))
    }
  }

  private static func list(_ table: SampleTable, filters: [SampleFilter]) -> SampleResponse {
    guard !filters.isEmpty else { return .json(table.body) }
    let records = table.records.filter { record in filters.allSatisfy { $0.matches(record) } }
    return .json(JSONValue.array(records).serialized())
  }
}

import Foundation
import JSONCoding

/// The collections of one server, read and written as JSON records of any fields, for a
/// program that finds its collections by name (`customers`, `posts/7/comments`), as `app
/// browse` does: each collection's ``ResourceDescription`` (``describe``), the
/// ``ResourceClient`` that sends what a description sends (``client``), and the JSON value at
/// a path that lists them (``read``: json-server's `/db`, an API's root).
///
/// Made live from a session (`RecordCollections.live(session:describe:)` in `HTTPClientLive`),
/// or, in a test, answering each request from memory
/// (``answering(describe:decoder:exchange:)``).
///
/// ```swift
/// let collections = RecordCollections.answering { _ in
///   (Data(#"[{"id": 7, "name": "Ada"}]"#.utf8), HTTPResponseHead(status: 200))
/// }
/// let first = try await collections.client(of: "customers").page(
///   RecordQuery(page: PageRequest(size: 20)))
/// // first.items == [["id": 7, "name": "Ada"]]
/// ```
public struct RecordCollections: Sendable {
  /// The description of the collection a name names; json-server's
  /// (``jsonServerDescription(of:)``) unless set.
  public var describe:
    @Sendable (_ collection: String) -> ResourceDescription<JSONObject, JSONObject>
  /// The client that sends a description's requests.
  public var client:
    @Sendable (ResourceDescription<JSONObject, JSONObject>) -> ResourceClient<
      JSONObject, JSONObject
    >
  /// The JSON value the server answers at a path below its base URL (`["db"]`, `[]` for its
  /// root).
  ///
  /// - Throws: `NetworkError`: `.unexpectedStatus` for a path it does not serve, `.undecodable`
  ///   for an answer that is not JSON.
  public var read: @Sendable (_ path: [String]) async throws -> JSONValue
  /// The JSON value of the base URL's own JSON form: the base URL with `.json` after its last
  /// segment, as datasette answers the tables of the database `/library` at `/library.json`;
  /// `nil`, the default, where nothing reads it (a base URL without a path, the answers of a
  /// test).
  public var readBaseAsJSON: (@Sendable () async throws -> JSONValue)?

  public init(
    describe: @escaping @Sendable (String) -> ResourceDescription<JSONObject, JSONObject> =
      Self.jsonServerDescription,
    client:
      @escaping @Sendable (ResourceDescription<JSONObject, JSONObject>) -> ResourceClient<
        JSONObject, JSONObject
      >,
    read: @escaping @Sendable (_ path: [String]) async throws -> JSONValue
  ) {
    self.describe = describe
    self.client = client
    self.read = read
  }

  /// The `GET` of the JSON value at `path`, which ``read`` sends.
  public static func readEndpoint(_ path: [String]) -> Endpoint<JSONValue> {
    Endpoint(pathComponents: path, resource: path.last ?? "root", rejection: .anyShape) {
      data, _ in try JSONValue(parsing: data)
    }
  }

  /// Collections described by `describe` whose every request is answered by `exchange`, as
  /// `ResourceClient.answering(_:decoder:exchange:)` answers them: for a test, against a server
  /// kept in memory.
  public static func answering(
    describe: @escaping @Sendable (String) -> ResourceDescription<JSONObject, JSONObject> =
      Self.jsonServerDescription,
    decoder: JSONDecoder = JSONDecoder(),
    exchange: @escaping @Sendable (Endpoint<Void>) async throws -> (Data, HTTPResponseHead?)
  ) -> Self {
    let answer = Answerer(exchange: exchange, decoder: decoder)
    return RecordCollections(
      describe: describe,
      client: { ResourceClient.answering($0, decoder: decoder, exchange: exchange) },
      read: { path in try await answer(readEndpoint(path)) })
  }

  /// json-server's description of the collection `collection`, in whose name errors speak.
  public static func jsonServerDescription(of collection: String) -> ResourceDescription<
    JSONObject, JSONObject
  > {
    ResourceDescription(path: [collection], singular: collection, plural: collection)
  }

  /// The client of the collection `collection`.
  public func client(of collection: String) -> ResourceClient<JSONObject, JSONObject> {
    client(describe(collection))
  }

  /// The client of the records at `path` (one or more segments: `customers`,
  /// `api/books`, `customers/7/orders`), described as the collection its last segment names,
  /// at that path; `resource` names the records in errors. A final empty segment, as a path
  /// typed with a final `/` has (`api/books/`), routes the collection and its records with
  /// one (`/api/books/`, `/api/books/7/`: ``ResourceDescription/trailingSlash``). A last
  /// segment with a format extension of JSON (`books.json`), as datasette, Rails and Django
  /// REST framework's format suffixes take one, is the collection's, and its records take it
  /// too (`books/7.json`: ``ResourceDescription/pathExtension``), as does a last segment
  /// with the extension the description names.
  public func client(at path: [String], resource: String) -> ResourceClient<
    JSONObject, JSONObject
  > {
    client(description(at: path, resource: resource))
  }

  /// The description of the records at `path`, as ``client(at:resource:)`` sends it.
  public func description(at path: [String], resource: String) -> ResourceDescription<
    JSONObject, JSONObject
  > {
    var segments = path
    let endsWithSlash = segments.count > 1 && segments.last == ""
    if endsWithSlash { segments.removeLast() }
    var description = describe(segments.last ?? resource)
    if !segments.isEmpty { description.path = segments }
    if endsWithSlash { description.trailingSlash = true }
    // The suffix typed with the path is the extension's place, whoever names the extension.
    if !endsWithSlash, let suffix = description.pathExtension ?? Self.formatSuffix(of: path),
      let last = segments.last, last.count > suffix.count + 1, last.hasSuffix(".\(suffix)")
    {
      description.path = segments.dropLast() + [String(last.dropLast(suffix.count + 1))]
      description.pathExtension = suffix
    }
    description.plural = resource
    return description
  }

  /// The format suffix a collection's path ends with, as datasette, Rails and Django REST
  /// framework's format suffixes route a collection (`json` of `library/loans.json`), whose
  /// records take it too (`library/loans/7.json`); `nil` for any other path, one typed with a
  /// final `/` among them.
  public static func formatSuffix(of path: [String]) -> String? {
    guard let last = path.last, last.count > 5, last.hasSuffix(".json") else { return nil }
    return "json"
  }

  /// Whether `text` can be a collection's name or a record's id in a path, where it is one
  /// segment, percent-encoded (`Endpoint.percentEncodedSegment(_:)`: `x/y` is sent as `x%2Fy`):
  /// not empty, not `.` or `..`, and without control characters.
  public static func isPathSegment(_ text: String) -> Bool {
    guard !text.isEmpty, text != ".", text != ".." else { return false }
    return !text.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }

  /// Collections whose every request throws an error naming it: the starting point of a test's
  /// own, and the collections of a program that shows none.
  public static let unimplemented = RecordCollections(
    client: { _ in .unimplemented },
    read: { path in
      throw UnimplementedOperation(operation: "GET /\(path.joined(separator: "/"))")
    })
}

import Dependencies
import Foundation
import HTTPBasics
import JavaScriptSemantics
import RecordConventions
import Synchronization

/// A json-server–compatible API, for serving over HTTP: either the sample data with its
/// validation, as ``SampleAPI`` answers it in-process, or any json-server database with
/// json-server's semantics.
///
/// ``respond(to:)`` is the whole API as a pure function of the request and the data, safe to
/// call from any thread: reads run side by side on a snapshot, and writes are applied one at a
/// time, first come first served, in the order the calls arrive. The answer to a `GET` or `HEAD`
/// is kept, up to 256 answers and 8 MB, and given again for the same method, target and `Host`
/// until a write or ``reload()`` changes the data; the headers that depend on the rest of the
/// request (`Origin`, `If-None-Match`) are made for each request; ``keptResponse(to:)`` gives
/// such an answer alone, for a server to make the others elsewhere. Around the router it does what
/// json-server's default middleware does, in its order:
///
/// 1. `X-HTTP-Method-Override` on a `POST` stands for the request's method.
/// 2. Cross-origin headers on every answer, and `OPTIONS` answered as a preflight
///    (``JSONServerOptions/allowsCrossOrigin``).
/// 3. `Cache-Control: no-cache`, `Pragma: no-cache` and `Expires: -1` on every other answer.
/// 4. With ``JSONServerOptions/isReadOnly``, every method but `GET` (`HEAD` included) is 403
///    `Forbidden`.
/// 5. A `+` in the query string stands for a space, as in a form. The rewrite rules
///    (``RewriteRules``), and `GET /__rules`.
/// 6. The router: ``SampleAPI``'s for the sample data, where `HEAD` is answered as `GET`;
///    json-server's for a database (<doc:JSONServerSemantics>); its JSON and JSONP answers carry
///    `X-Content-Type-Options: nosniff`, as Express's `res.jsonp` sends them. With
///    ``JSONServerOptions/isFake``, a write is made on a copy of the data that is then thrown
///    away. For a database, a `callback` query parameter makes the answer JSONP.
/// 7. A weak `ETag` on every answer, and 304 with no body for a `GET` or `HEAD` whose
///    `If-None-Match` names it.
///
/// The answer to `HEAD` carries the body a `GET` would, so that its length is known; the HTTP
/// layer sends the head only. An HTTP server makes requests with
/// ``JSONServerRequest/init(method:target:headers:body:)`` from the request line and head, so that
/// `Location` and `Link` headers are absolute URLs on the `Host` the client used; a request
/// made from a URL uses the URL's scheme, host and port instead, and one with neither gets
/// paths.
///
/// A server made ``init(contentsOf:options:)`` saves every write it keeps to its file before
/// answering, atomically (a temporary file beside it, flushed, then renamed over it) and in the
/// order the writes arrive, while reads go on being answered from the data before the write;
/// when the file cannot be saved, the write is not kept and the answer is 500 with the reason.
public final class JSONServer: Sendable {
  /// The largest database file read, in bytes: 100 MB.
  public static let maximumFileSize = DatabaseFile.maximumSize

  /// Removes the temporary files that writes to `file` left beside it when their server was
  /// killed mid-write (`.db.json.PID.N.tmp`, of a process that no longer runs; no other file),
  /// and returns the line that says so, or `nil` when there was none.
  public static func removeUnfinishedWrites(of file: URL) -> String? {
    let removed = DatabaseFile.removeUnfinishedWrites(of: file)
    guard !removed.isEmpty else { return nil }
    let writes = removed.count == 1 ? "a write" : "writes"
    return "removed \(removed.joined(separator: ", ")), left by \(writes) to "
      + "\(file.lastPathComponent) that never finished"
  }

  /// The file the data comes from and is saved to, when there is one.
  public let file: URL?
  public let options: JSONServerOptions
  private let validatesSampleData: Bool
  private let conventions: ForeignKeys
  private let state: Mutex<State>
  private let writes = WriteQueue()
  private let entityTags = EntityTagCache()
  private let answers = AnswerCache()
  private let save: @Sendable (Database, URL) throws(JSONServerError) -> DatabaseFile.Fingerprint
  private let read: @Sendable (URL) throws(JSONServerError) -> Data

  /// The data, and its version: a count of the writes that changed it and of the reloads, so
  /// that an answer kept in ``answers`` is known to be of the data now. With a file, the
  /// fingerprint of what the server last read from it or saved to it.
  private struct State: Sendable {
    var database: Database
    var version: UInt64 = 0
    var fileFingerprint: DatabaseFile.Fingerprint?
  }

  /// Creates a server of the sample data, validated as ``SampleAPI`` validates it (422 for a
  /// record that breaks its rules); ``JSONServerOptions/idField`` and
  /// ``JSONServerOptions/foreignKeySuffix`` do not apply to it.
  public init(sample dataset: SampleDataset = .standard, options: JSONServerOptions = .init()) {
    self.file = nil
    self.options = options
    self.validatesSampleData = true
    self.conventions = .standard
    self.state = Mutex(State(database: dataset == .standard ? .standard : Database(dataset)))
    self.save = DatabaseFile.save
    self.read = DatabaseFile.read
  }

  /// Creates a server of a json-server database held in memory, with json-server's semantics and
  /// no validation.
  ///
  /// - Parameters:
  ///   - data: A JSON object whose members are arrays (plural resources such as `/posts`) and
  ///     objects (singular ones such as `/profile`).
  ///   - fileName: The name errors give the data.
  ///   - options: json-server's options; `isReadOnly` and `isFake` among them apply to writes.
  /// - Throws: ``JSONServerError`` naming the line and column of the problem.
  public init(
    document data: Data, fileName: String = "db.json", options: JSONServerOptions = .init()
  ) throws(JSONServerError) {
    let conventions = JSONServer.conventions(of: options)
    self.file = nil
    self.options = options
    self.validatesSampleData = false
    self.conventions = conventions
    self.state = Mutex(
      State(
        database: try DatabaseFile.parse(data, fileName: fileName, conventions: conventions)))
    self.save = DatabaseFile.save
    self.read = DatabaseFile.read
  }

  /// Creates a server of the json-server database in `file`, with json-server's semantics and
  /// no validation, saving every write it keeps back to the file. A file that holds nothing but
  /// white space is an empty database, as json-server reads it.
  ///
  /// - Throws: ``JSONServerError``: ``JSONServerError/Kind/unreadable``,
  ///   ``JSONServerError/Kind/tooLarge`` (over ``maximumFileSize``),
  ///   ``JSONServerError/Kind/invalidJSON`` or ``JSONServerError/Kind/invalidContent``,
  ///   the last two naming the line and column.
  public convenience init(contentsOf file: URL, options: JSONServerOptions = .init())
    throws(JSONServerError)
  {
    try self.init(contentsOf: file, options: options, saving: DatabaseFile.save)
  }

  init(
    contentsOf file: URL, options: JSONServerOptions,
    saving save:
      @escaping @Sendable (Database, URL) throws(JSONServerError) ->
      DatabaseFile.Fingerprint,
    reading read: @escaping @Sendable (URL) throws(JSONServerError) -> Data =
      DatabaseFile.read
  ) throws(JSONServerError) {
    let conventions = JSONServer.conventions(of: options)
    let data = try read(file)
    self.file = file
    self.options = options
    self.validatesSampleData = false
    self.conventions = conventions
    let isBlank = data.allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
    self.state = Mutex(
      State(
        database: isBlank
          ? Database(collections: [])
          : try DatabaseFile.parse(
            data, fileName: file.lastPathComponent, conventions: conventions),
        fileFingerprint: data.withUnsafeBytes(DatabaseFile.Fingerprint.init(of:))))
    self.save = save
    self.read = read
  }

  /// The data's version, which moves on with every write that changes the data and every
  /// reload; the answers kept are those made at this version.
  var version: UInt64 {
    state.withLock { $0.version }
  }

  /// The resources served, in order, for a list of them.
  public var resources: [JSONServerResource] {
    let snapshot = state.withLock { $0.database }
    return snapshot.names.compactMap { name in
      switch snapshot.collection(named: name) {
      case .plural(let table)?:
        JSONServerResource(name: name, isPlural: true, count: table.records.count)
      case .singular?: JSONServerResource(name: name, isPlural: false)
      case nil: nil
      }
    }
  }

  /// The cross-origin headers json-server's `cors` middleware gives every answer to `request`
  /// that is not a preflight, such as the answers of a static folder: `Vary: Origin`,
  /// `Access-Control-Allow-Credentials: true`, and `Access-Control-Allow-Origin` echoing the
  /// request's `Origin` when it has one; none with ``JSONServerOptions/allowsCrossOrigin``
  /// off.
  public func crossOriginHeaders(for request: JSONServerRequest) -> [String: String] {
    options.allowsCrossOrigin ? CrossOrigin.headers(for: request) : [:]
  }

  /// Reads ``file`` again and serves what it holds from now on, as `--watch` does when it
  /// changes; when it cannot be read or is not a database, the server keeps its data and the
  /// error is thrown. A server without a file has nothing to reload.
  ///
  /// The file is read in the writes' turn, so that a write saved meanwhile is never lost, while
  /// reads go on being answered from the data before the reload.
  ///
  /// - Returns: Whether the file held anything else than the server last read from it or saved
  ///   to it; when it did not (as after the server's own save), the data is left as it is.
  @discardableResult
  public func reload() throws(JSONServerError) -> Bool {
    guard let file else { return false }
    let result = writes.inTurn { () -> Result<Bool, JSONServerError> in
      do throws(JSONServerError) {
        let data = try read(file)
        let fingerprint = data.withUnsafeBytes(DatabaseFile.Fingerprint.init(of:))
        guard fingerprint != state.withLock({ $0.fileFingerprint }) else { return .success(false) }
        let database = try DatabaseFile.parse(
          data, fileName: file.lastPathComponent, conventions: conventions)
        state.withLock { state in
          state.database = database
          state.fileFingerprint = fingerprint
          state.version += 1
        }
        return .success(true)
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  public func respond(to request: JSONServerRequest) -> JSONServerResponse {
    answer(to: request, keptOnly: false, yielding: nil) ?? .notFound
  }

  /// Answers `request` as ``respond(to:)`` does, calling `yield` between slices of the work of
  /// its filters and searches (about a millisecond of a core each), for a scheduler to let
  /// other requests run meanwhile: `yield` may block until it is this request's turn again.
  ///
  /// The work is counted in steps, not time, and limited the same way: a `_like` pattern that
  /// takes too many steps is 400 however long the request waited between slices.
  public func respond(
    to request: JSONServerRequest, yielding yield: @escaping () -> Void
  ) -> JSONServerResponse {
    answer(to: request, keptOnly: false, yielding: yield) ?? .notFound
  }

  /// The answer ``respond(to:)`` gives `request` when that answer takes no work: a preflight,
  /// or a read whose answer is kept; `nil` for any other request, which is left unanswered (a
  /// read of a large database, a `_like` pattern or a write may take long, and a server may
  /// rather make it on a thread of its own).
  public func keptResponse(to request: JSONServerRequest) -> JSONServerResponse? {
    answer(to: request, keptOnly: true, yielding: nil)
  }

  /// The answer json-server's middleware gives `request` before its delays (`--delay` and
  /// `_delay`) and before its router: a cross-origin preflight, or the refusal of a write with
  /// ``JSONServerOptions/isReadOnly``; `nil` for any other request.
  public func earlyResponse(to request: JSONServerRequest) -> JSONServerResponse? {
    if options.allowsCrossOrigin, request.method == "OPTIONS" {
      return CrossOrigin.preflight(for: request)
    }
    guard options.isReadOnly, request.method != "GET" else { return nil }
    return respond(to: request)
  }

  /// Whether json-server waits the `_delay` that `request` asks for: its router waits it for
  /// every request it takes but `GET /db` (after the rewrite rules); the middleware before it
  /// (``earlyResponse(to:)``) does not.
  public func waitsRequestedDelay(of request: JSONServerRequest) -> Bool {
    guard request.method == "GET" || request.method == "HEAD" else { return true }
    var path = request.path
    if !options.rewriteRules.isEmpty {
      path = options.rewriteRules.rewrite(path: request.path, query: request.rawQuery).path
    }
    let lowercased = path.lowercased()
    return lowercased != "/db" && lowercased != "/db/"
  }

  /// The answer to `request`; with `keptOnly`, `nil` unless it takes no work.
  private func answer(
    to request: JSONServerRequest, keptOnly: Bool, yielding yield: (() -> Void)?
  ) -> JSONServerResponse? {
    if options.allowsCrossOrigin, request.method == "OPTIONS" {
      return CrossOrigin.preflight(for: request)
    }
    guard var response = taggedAnswer(to: request, keptOnly: keptOnly, yielding: yield) else {
      return nil
    }
    if options.allowsCrossOrigin, response.headers[CrossOrigin.allowOrigin] == nil,
      let origin = CrossOrigin.origin(of: request)
    {
      response.headers[CrossOrigin.allowOrigin] = origin
    }
    return Revalidation.revalidating(response, for: request)
  }

  /// The answer to `request` with its caching, tag and cross-origin headers, but for those that
  /// depend on the request's `Origin` and `If-None-Match`: for a read, the one kept in
  /// ``answers`` when the data has not changed since it was made; with `keptOnly`, that one or
  /// `nil`.
  private func taggedAnswer(
    to request: JSONServerRequest, keptOnly: Bool, yielding yield: (() -> Void)?
  ) -> JSONServerResponse? {
    let budget = WorkBudget(checkpoint: yield)
    guard request.method == "GET" || request.method == "HEAD" else {
      return keptOnly ? nil : tagged(route(request, reading: nil, budget: budget))
    }
    let key = AnswerCache.key(of: request)
    let (snapshot, version) = state.withLock { ($0.database, $0.version) }
    if let kept = answers.answer(for: key, at: version) { return kept }
    guard !keptOnly else { return nil }
    let response = tagged(route(request, reading: snapshot, budget: budget))
    if (200..<300).contains(response.status) {
      answers.keep(response, for: key, at: version)
    }
    return response
  }

  private func tagged(_ response: JSONServerResponse) -> JSONServerResponse {
    var response = response
    response.headers["Cache-Control"] = "no-cache"
    response.headers["Pragma"] = "no-cache"
    response.headers["Expires"] = "-1"
    response.headers["ETag"] = entityTags.tag(of: response.body)

    if options.allowsCrossOrigin {
      let vary = response.headers["Vary"]
      response.headers.merge(CrossOrigin.sharedHeaders) { own, _ in own }
      response.headers["Vary"] = ["Origin", vary].compactMap { $0 }.joined(separator: ", ")
    }
    return response
  }

  /// The answer of the read-only guard, the rewrite rules and the router; a read is made on
  /// `snapshot` when there is one.
  private func route(
    _ request: JSONServerRequest, reading snapshot: Database?, budget: WorkBudget
  ) -> JSONServerResponse {
    if options.isReadOnly, request.method != "GET" {
      return JSONServerResponse(
        status: 403, headers: ["Content-Type": "text/plain; charset=utf-8"],
        body: Data("Forbidden".utf8))
    }
    var routed = request
    let rules = options.rewriteRules
    if !rules.isEmpty {
      if request.method == "GET", request.path == "/__rules" {
        return .json(rules.json.serialized(.indented))
      }
      let (path, query) = rules.rewrite(path: request.path, query: request.rawQuery)
      routed.path = path
      if let query {
        routed.query = QueryEncoding.items(in: query)
        routed.rewrittenQuery = query
      }
    }
    // json-server's method override, in its router, sees a POST whose body its body parser
    // took; it marks the answer as varying by its header.
    guard request.method == "POST", !BodyParser.isRefusedByBodyParser(request) else {
      return router(routed, original: request, reading: snapshot, budget: budget)
    }
    if let method = JSONServer.overridingMethod(of: request) { routed.method = method }
    var response = router(routed, original: request, reading: snapshot, budget: budget)
    response.headers["Vary"] = JSONServer.methodOverrideHeader
    return response
  }

  /// The header whose value stands for the method of a `POST` (method-override's default).
  private static let methodOverrideHeader = "X-HTTP-Method-Override"

  /// The method `X-HTTP-Method-Override` gives a `POST`, as the method-override middleware reads
  /// it: the first of its comma-separated values, when node knows it as a method, in capitals.
  private static func overridingMethod(of request: JSONServerRequest) -> String? {
    guard let value = request.header(named: methodOverrideHeader) else { return nil }
    let first = value.split(separator: ",", omittingEmptySubsequences: false).first ?? ""
    let method = first.trimmingCharacters(in: .whitespaces).uppercased()
    return nodeMethods.contains(method) ? method : nil
  }

  /// The methods node knows (`http.METHODS`).
  private static let nodeMethods: Set<String> = [
    "ACL", "BIND", "CHECKOUT", "CONNECT", "COPY", "DELETE", "GET", "HEAD", "LINK", "LOCK",
    "M-SEARCH", "MERGE", "MKACTIVITY", "MKCALENDAR", "MKCOL", "MOVE", "NOTIFY", "OPTIONS",
    "PATCH", "POST", "PROPFIND", "PROPPATCH", "PURGE", "PUT", "QUERY", "REBIND", "REPORT",
    "SEARCH", "SOURCE", "SUBSCRIBE", "TRACE", "UNBIND", "UNLINK", "UNLOCK", "UNSUBSCRIBE",
  ]

  /// The answer of the router to `routed`, made of `original`; a read is made on `snapshot`
  /// when there is one.
  private func router(
    _ routed: JSONServerRequest, original request: JSONServerRequest, reading snapshot: Database?,
    budget: WorkBudget
  ) -> JSONServerResponse {
    var routed = routed
    guard validatesSampleData else {
      let response = answer(routed, reading: snapshot) { routed, database in
        JSONServerRouter.response(
          to: routed, original: request, conventions: conventions, updating: &database,
          budget: budget)
      }
      return Self.sniffProof(JSONP.applying(to: response, for: routed))
    }
    if routed.method == "HEAD" { routed.method = "GET" }
    return Self.sniffProof(
      answer(routed, reading: snapshot) { request, database in
        SampleDataRouter.response(to: request, updating: &database, budget: budget)
      })
  }

  /// The router's answer with `X-Content-Type-Options: nosniff` when it is JSON or JSONP, as
  /// Express's `res.jsonp` sends it.
  private static func sniffProof(_ response: JSONServerResponse) -> JSONServerResponse {
    guard let type = response.headers["Content-Type"],
      type.hasPrefix("application/json") || type.hasPrefix("text/javascript")
    else { return response }
    var response = response
    response.headers["X-Content-Type-Options"] = "nosniff"
    return response
  }

  /// The answer of `router` to `request`: on `snapshot` (or the data now) for a read, and for a
  /// write in its turn, kept (and saved) unless the options fake it or it failed.
  private func answer(
    _ request: JSONServerRequest, reading snapshot: Database?,
    by router: (JSONServerRequest, inout Database) -> JSONServerResponse
  ) -> JSONServerResponse {
    guard JSONServer.writingMethods.contains(request.method) else {
      var snapshot = snapshot ?? state.withLock { $0.database }
      return router(request, &snapshot)
    }
    return writes.inTurn { write(request, by: router) }
  }

  /// The answer of `router` to the write `request` in its turn. A faked write is made on a copy
  /// of the data that is thrown away. Without a file, the write is made on the data under the
  /// lock. With one, it is made on a copy, which is saved outside the lock (reads meanwhile get
  /// the data before it) and then becomes the data; only writes take turns, so nothing else
  /// changes the data in between. Only a write that succeeds (2xx) and is kept moves the version on.
  private func write(
    _ request: JSONServerRequest,
    by router: (JSONServerRequest, inout Database) -> JSONServerResponse
  ) -> JSONServerResponse {
    if options.isFake {
      var copy = state.withLock { $0.database }
      return router(request, &copy)
    }
    guard let file else {
      return state.withLock { state in
        let changes = state.database.changeCount
        let response = router(request, &state.database)
        if (200..<300).contains(response.status) || state.database.changeCount != changes {
          state.version += 1
        }
        return response
      }
    }
    var copy = state.withLock { $0.database }
    let changes = copy.changeCount
    let response = router(request, &copy)
    guard (200..<300).contains(response.status) || copy.changeCount != changes else {
      return response
    }
    let fingerprint: DatabaseFile.Fingerprint
    do throws(JSONServerError) {
      fingerprint = try save(copy, file)
    } catch {
      return .error(error.description, status: 500)
    }
    state.withLock { state in
      state.database = copy
      state.version += 1
      state.fileFingerprint = fingerprint
    }
    return response
  }

  private static func conventions(of options: JSONServerOptions) -> ForeignKeys {
    ForeignKeys(idField: options.idField, suffix: options.foreignKeySuffix)
  }

  private static let writingMethods: Set<String> = ["POST", "PUT", "PATCH", "DELETE"]
}

import AppCommandsTestSupport
import Foundation
import TerminalKit
import TerminalViews
import TestSupport
import Testing

@testable import AppCommands

/// `app create`, `edit` and `delete` on APIs that are not json-server's, each as its server's
/// settings say it takes records, against loopback servers of each shape.
@Suite struct WriteCommandsShapesTests {
  /// The value of the header field `name` of `request`, whatever its case.
  static func header(_ name: String, of request: HostileServer.Request) -> String? {
    request.headers.first { $0.key.lowercased() == name.lowercased() }?.value
  }

  /// The text of `request`'s body.
  static func body(of request: HostileServer.Request) -> String {
    String(decoding: request.body, as: UTF8.self)
  }

  /// The requests `server` was sent that write, as `METHOD path body`.
  static func writes(to server: HostileServer) -> [String] {
    server.requests.filter { $0.method != "GET" }.map {
      "\($0.method) \($0.path) \(body(of: $0))".trimmingCharacters(in: .whitespaces)
    }
  }

  @Test func stripeTakesFormsEditsByPostAndRefusesAParameter() async throws {
    let customer = #"{"id": "cus_1", "object": "customer", "email": "ada@example.com"}"#
    let server = try HostileServer { request, _ in
      let json = ["Content-Type": "application/json"]
      switch (request.method, request.path) {
      case ("GET", "/customers"):
        return [
          .response(
            200, headers: json,
            body: #"{"object": "list", "data": [\#(customer)], "has_more": false}"#)
        ]
      case ("POST", "/customers") where Self.body(of: request).contains("email=bad"):
        return [
          .response(
            400, headers: json,
            body:
              #"{"error": {"type": "invalid_request_error", "param": "email", "message": "Invalid email address: bad"}}"#
          )
        ]
      case ("POST", "/customers"), ("POST", "/customers/cus_1"):
        return [.response(200, headers: json, body: customer)]
      case ("DELETE", "/customers/cus_1"):
        return [.response(200, headers: json, body: #"{"id": "cus_1", "deleted": true}"#)]
      default:
        return [.response(404, headers: json, body: "{}")]
      }
    }
    let settings =
      #"{"records": {"format": "form", "update": "POST"}, "paging": {"size": "limit"}}"#
    let key = ["-A", "bearer", "-a", "sk_test_1"]

    let (created, create) = try await run(
      ["create", "customers", "email=ada@example.com", "metadata:={\"tier\": \"gold\"}"] + key,
      against: server, settings: settings)
    let (edited, edit) = try await run(
      ["edit", "customers", "cus_1", "email=ada@example.com"] + key, against: server,
      settings: settings)
    let (deleted, delete) = try await run(
      ["delete", "customers", "cus_1", "--yes"] + key, against: server, settings: settings)
    let (refused, refusal) = try await run(
      ["create", "customers", "email=bad"] + key, against: server, settings: settings)

    checkEqual(created, .success, "\(create.error)")
    checkEqual(edited, .success, "\(edit.error)")
    checkEqual(deleted, .success, "\(delete.error)")
    checkEqual(delete.output, "Deleted customers cus_1.\n")
    checkEqual(refused, .dataError)
    checkEqual(
      refusal.error, "app: email: \"Invalid email address: bad\"\n",
      "the refusal says what is wrong: no note of the fields left out")
    checkEqual(
      Self.writes(to: server),
      [
        "POST /customers email=ada%40example.com&metadata[tier]=gold",
        "POST /customers/cus_1 email=ada%40example.com", "DELETE /customers/cus_1",
        "POST /customers email=bad",
      ])
    check(
      server.requests.allSatisfy { Self.header("Authorization", of: $0) == "Bearer sk_test_1" })
    check(
      server.requests.filter { $0.method != "GET" }.allSatisfy {
        Self.header("Content-Type", of: $0) == nil
          || Self.header("Content-Type", of: $0) == "application/x-www-form-urlencoded"
      })
  }

  @Test func jsonAPISendsDocumentsNamingTypeAndIdAndReadsThemBack() async throws {
    let article = #"{"data": {"type": "articles", "id": "1", "attributes": {"title": "Tides"}}}"#
    let server = try HostileServer { request, _ in
      let api = ["Content-Type": "application/vnd.api+json"]
      switch (request.method, request.path) {
      case ("GET", "/articles"):
        return [
          .response(
            200, headers: api,
            body: #"{"data": [{"type": "articles", "id": "1", "attributes": {"title": "Tides"}}]}"#)
        ]
      case ("POST", "/articles") where Self.body(of: request).contains(#""title":"""#):
        return [
          .response(
            422, headers: api,
            body:
              #"{"errors": [{"source": {"pointer": "/data/attributes/title"}, "detail": "can't be blank"}]}"#
          )
        ]
      case ("POST", "/articles"): return [.response(201, headers: api, body: article)]
      case ("PATCH", "/articles/1"): return [.response(200, headers: api, body: article)]
      case ("DELETE", "/articles/1"): return [.response(204)]
      default: return [.response(404, headers: api, body: "{}")]
      }
    }
    let settings = #"{"records": {"format": "jsonapi"}}"#

    let (created, create) = try await run(
      ["create", "articles", "title=Tides"], against: server, settings: settings)
    let (edited, edit) = try await run(
      ["edit", "articles", "1", "title=Tides"], against: server, settings: settings)
    let (deleted, delete) = try await run(
      ["delete", "articles", "1", "--yes"], against: server, settings: settings)
    let (refused, refusal) = try await run(
      ["create", "articles", "title="], against: server, settings: settings)

    checkEqual(created, .success, "\(create.error)")
    checkEqual(create.output, "id     1\ntitle  Tides\n")
    checkEqual(edited, .success, "\(edit.error)")
    checkEqual(deleted, .success, "\(delete.error)")
    checkEqual(refused, .dataError)
    checkEqual(refusal.error, "app: title: \"can't be blank\"\n")
    checkEqual(
      Self.writes(to: server),
      [
        #"POST /articles {"data":{"type":"articles","attributes":{"title":"Tides"}}}"#,
        #"PATCH /articles/1 {"data":{"type":"articles","id":"1","attributes":{"title":"Tides"}}}"#,
        "DELETE /articles/1",
        #"POST /articles {"data":{"type":"articles","attributes":{"title":""}}}"#,
      ])
    check(
      server.requests.allSatisfy {
        Self.header("Accept", of: $0) == "application/vnd.api+json"
      })
  }

  /// With no settings, a server that refuses JSON naming JSON:API's media type, as
  /// Flask-Restless-NG does: the list read for the fields is asked again in JSON:API's media
  /// type, the writes are JSON:API documents, a relationship given by its id alone is sent as
  /// the identifier of the type the records give it, and a title taken (`409`) is a refusal.
  @Test func jsonAPIIsFoundAndARelationshipIsGivenByItsId() async throws {
    let resource =
      #"{"type": "book", "id": "7", "attributes": {"title": "Tides"}, "#
      + #""relationships": {"author": {"data": {"type": "author", "id": "3"}}}}"#
    let book = #"{"data": \#(resource)}"#
    let server = try HostileServer { request, _ in
      let api = ["Content-Type": "application/vnd.api+json"]
      guard Self.header("Accept", of: request) == "application/vnd.api+json" else {
        return [
          .response(
            406, headers: api,
            body: #"{"errors": [{"detail": "Accept must be application/vnd.api+json"}]}"#)
        ]
      }
      switch (request.method, request.path) {
      case ("GET", "/book"):
        return [.response(200, headers: api, body: #"{"data": [\#(resource)]}"#)]
      case ("POST", "/book") where Self.body(of: request).contains("Taken"):
        return [
          .response(
            409, headers: api,
            body: #"{"errors": [{"status": "409", "detail": "UNIQUE constraint failed"}]}"#)
        ]
      case ("POST", "/book"): return [.response(201, headers: api, body: book)]
      case ("PATCH", "/book/7"): return [.response(200, headers: api, body: book)]
      default: return [.response(404, headers: api, body: "{}")]
      }
    }

    let (created, create) = try await run(
      ["create", "book", "title=Tides", "author=3"], against: server, settings: "{}")
    let (edited, edit) = try await run(
      ["edit", "book", "7", "author:=4"], against: server, settings: "{}")
    let (refused, refusal) = try await run(
      ["create", "book", "title=Taken"], against: server, settings: "{}")

    checkEqual(created, .success, "\(create.error)")
    checkEqual(create.output, "id      7\ntitle   Tides\nauthor  author 3\n")
    checkEqual(edited, .success, "\(edit.error)")
    checkEqual(refused, .dataError)
    checkEqual(refusal.error.split(separator: "\n").last, #"app: "UNIQUE constraint failed""#)
    checkEqual(
      Self.writes(to: server).filter { $0.hasPrefix("POST") || $0.hasPrefix("PATCH") },
      [
        #"POST /book {"data":{"type":"book","attributes":{"title":"Tides"},"#
          + #""relationships":{"author":{"data":{"type":"author","id":"3"}}}}}"#,
        #"PATCH /book/7 {"data":{"type":"book","id":"7","#
          + #""relationships":{"author":{"data":{"type":"author","id":"4"}}}}}"#,
        #"POST /book {"data":{"type":"book","attributes":{"title":"Taken"}}}"#,
      ])
  }

  @Test func djangoTakesAFinalSlashAndATokenAndRefusesAField() async throws {
    let book = #"{"id": 7, "title": "Tides"}"#
    let server = try HostileServer { request, _ in
      let json = ["Content-Type": "application/json"]
      switch (request.method, request.path) {
      case ("GET", "/books/"):
        return [
          .response(200, headers: json, body: #"{"count": 1, "next": null, "results": [\#(book)]}"#)
        ]
      case ("POST", "/books/") where !Self.body(of: request).contains("title"):
        return [
          .response(400, headers: json, body: #"{"title": ["This field is required."]}"#)
        ]
      case ("POST", "/books/"): return [.response(201, headers: json, body: book)]
      case ("PATCH", "/books/7/"): return [.response(200, headers: json, body: book)]
      case ("DELETE", "/books/7/"): return [.response(204)]
      default: return [.response(404, headers: json, body: #"{"detail": "Not found."}"#)]
      }
    }
    let settings = #"{"records": {"trailingSlash": true}}"#
    let token = ["-A", "token", "-a", "abc123"]

    let (created, create) = try await run(
      ["create", "books", "title=Tides"] + token, against: server, settings: settings)
    let (edited, edit) = try await run(
      ["edit", "books", "7", "title=Tides"] + token, against: server, settings: settings)
    let (deleted, delete) = try await run(
      ["delete", "books", "7", "--yes"] + token, against: server, settings: settings)
    let (refused, refusal) = try await run(
      ["create", "books", "year:=1998", "--force"] + token, against: server, settings: settings)

    checkEqual(created, .success, "\(create.error)")
    checkEqual(edited, .success, "\(edit.error)")
    checkEqual(deleted, .success, "\(delete.error)")
    checkEqual(refused, .dataError)
    checkEqual(refusal.error, "app: title: \"This field is required.\"\n")
    checkEqual(
      Self.writes(to: server),
      [
        #"POST /books/ {"title":"Tides"}"#, #"PATCH /books/7/ {"title":"Tides"}"#,
        "DELETE /books/7/", #"POST /books/ {"year":1998}"#,
      ])
    check(server.requests.allSatisfy { Self.header("Authorization", of: $0) == "Token abc123" })
  }

  @Test func halCreatesAtALocationWritesForTheVersionAndRefusesAsAProblem() async throws {
    // Spring Data REST: an API key, `201` with only a `Location`, versions required by
    // `If-Match` (`428` without one), refusals as problem+json.
    let book = #"""
      {"title": "Tides", "_links": {"self": {"href": "/books/3"}}}
      """#
    let server = try HostileServer { request, _ in
      let hal = ["Content-Type": "application/hal+json"]
      guard Self.header("X-API-Key", of: request) == "k1" else { return [.response(401)] }
      switch (request.method, request.path) {
      case ("GET", "/books"):
        return [
          .response(
            200, headers: hal,
            body: #"{"_embedded": {"books": [\#(book)]}, "page": {"totalElements": 1}}"#)
        ]
      case ("POST", "/books") where Self.body(of: request).contains(#""title":"""#):
        return [
          .response(
            400, headers: ["Content-Type": "application/problem+json"],
            body:
              ##"{"title": "Bad Request", "errors": [{"pointer": "#/title", "detail": "must not be blank"}]}"##
          )
        ]
      case ("POST", "/books"): return [.response(201, headers: ["Location": "/books/3"])]
      case ("GET", "/books/3"):
        return [.response(200, headers: hal.merging(["ETag": #""v1""#]) { $1 }, body: book)]
      case ("PATCH", "/books/3") where Self.header("If-Match", of: request) == #""v1""#:
        return [.response(200, headers: hal, body: book)]
      case ("PATCH", "/books/3"):
        return [.response(428, headers: ["Content-Type": "application/problem+json"], body: "{}")]
      case ("DELETE", "/books/3") where Self.header("If-Match", of: request) == #""v1""#:
        return [.response(204)]
      case ("DELETE", "/books/3"):
        return [.response(428, headers: ["Content-Type": "application/problem+json"], body: "{}")]
      default: return [.response(404, headers: hal, body: "{}")]
      }
    }
    let key = ["X-API-Key:k1"]

    let (created, create) = await run(["create", "books", "title=Tides"] + key, against: server)
    let (asked, ask) = await run(
      ["edit", "books", "3"] + key, against: server, terminal: true, answers: ["Reefs"])
    let (unversioned, refusedEdit) = await run(
      ["edit", "books", "3", "title=Reefs"] + key, against: server)
    let (deleted, delete) = await run(["delete", "books", "3", "--yes"] + key, against: server)
    let (refused, refusal) = await run(["create", "books", "title="] + key, against: server)

    checkEqual(created, .success, "\(create.error)")
    check(create.output.hasPrefix("title  Tides\n"), "\(create.output)")
    checkEqual(asked, .success, "\(ask.error)")
    checkEqual(unversioned, .success, "\(refusedEdit.error)")
    checkEqual(deleted, .success, "\(delete.error)")
    checkEqual(refused, .dataError)
    checkEqual(refusal.error, "app: title: \"must not be blank\"\n")
    checkEqual(
      Self.writes(to: server),
      [
        #"POST /books {"title":"Tides"}"#, #"PATCH /books/3 {"title":"Reefs"}"#,
        #"PATCH /books/3 {"title":"Reefs"}"#, #"PATCH /books/3 {"title":"Reefs"}"#,
        "DELETE /books/3", "DELETE /books/3", #"POST /books {"title":""}"#,
      ])
    // Asked on a terminal, the version read; given on the command line, none, then, refused
    // for want of one, the version the record has just before.
    checkEqual(
      server.requests.filter { $0.method != "GET" && $0.method != "POST" }.map {
        Self.header("If-Match", of: $0)
      }, [#""v1""#, nil, #""v1""#, nil, #""v1""#])
  }

  @Test func gitHubTakesABearerTokenAndRefusesInItsOwnShape() async throws {
    let issue = #"{"id": 1, "number": 7, "title": "Tides", "state": "open"}"#
    let server = try HostileServer { request, _ in
      let json = ["Content-Type": "application/json"]
      guard Self.header("Authorization", of: request) == "Bearer ghp_1" else {
        return [.response(401, headers: json, body: #"{"message": "Bad credentials"}"#)]
      }
      switch (request.method, request.path) {
      case ("GET", "/issues"): return [.response(200, headers: json, body: "[\(issue)]")]
      case ("POST", "/issues") where !Self.body(of: request).contains("title"):
        return [
          .response(
            422, headers: json,
            body:
              #"{"message": "Validation Failed", "errors": [{"resource": "Issue", "field": "title", "code": "missing_field"}]}"#
          )
        ]
      case ("POST", "/issues"): return [.response(201, headers: json, body: issue)]
      case ("PATCH", "/issues/7"): return [.response(200, headers: json, body: issue)]
      case ("DELETE", "/issues/7"): return [.response(204)]
      default: return [.response(404, headers: json, body: #"{"message": "Not Found"}"#)]
      }
    }
    let token = ["-A", "bearer", "-a", "ghp_1"]

    let (created, create) = await run(
      ["create", "issues", "title=Tides", "--json"] + token, against: server)
    let (edited, edit) = await run(
      ["edit", "issues", "7", "state=closed"] + token, against: server)
    let (deleted, delete) = await run(["delete", "issues", "7", "--yes"] + token, against: server)
    let (refused, refusal) = await run(
      ["create", "issues", "body=Reefs", "--force"] + token, against: server)
    let (unauthorized, _) = await run(["create", "issues", "title=Tides"], against: server)

    checkEqual(created, .success, "\(create.error)")
    checkEqual(create.output, issue + "\n")
    checkEqual(edited, .success, "\(edit.error)")
    checkEqual(deleted, .success, "\(delete.error)")
    checkEqual(refused, .dataError)
    checkEqual(refusal.error, "app: title: \"is missing\"\n")
    checkEqual(unauthorized, .noPermission)
  }

  @Test func aCatalogueReadsItsRecordsOutOfItsEnvelopeAndWritesThemBack() async throws {
    // Seed 003's producers: `{"response": …}` around every list and record.
    let producer = #"{"id": 3, "name": "Honey"}"#
    let server = try HostileServer { request, _ in
      let json = ["Content-Type": "application/json"]
      switch (request.method, request.path) {
      case ("GET", "/producers"):
        return [.response(200, headers: json, body: #"{"response": [\#(producer)]}"#)]
      case ("GET", "/producers/3"), ("POST", "/producers"), ("PATCH", "/producers/3"):
        return [.response(200, headers: json, body: #"{"response": \#(producer)}"#)]
      case ("DELETE", "/producers/3"):
        return [.response(200, headers: json, body: #"{"response": {}}"#)]
      default: return [.response(404, headers: json, body: "{}")]
      }
    }

    let (created, create) = await run(["create", "producers", "name=Honey"], against: server)
    let (edited, edit) = await run(
      ["edit", "producers", "3"], against: server, terminal: true, answers: ["Bees"])
    let (deleted, delete) = await run(["delete", "producers", "3", "--yes"], against: server)

    checkEqual(created, .success, "\(create.error)")
    checkEqual(create.output, "id    3\nname  Honey\n")
    checkEqual(edited, .success, "\(edit.error)")
    checkEqual(deleted, .success, "\(delete.error)")
    checkEqual(
      Self.writes(to: server),
      [
        #"POST /producers {"name":"Honey"}"#, #"PATCH /producers/3 {"name":"Bees"}"#,
        "DELETE /producers/3",
      ])
  }
}

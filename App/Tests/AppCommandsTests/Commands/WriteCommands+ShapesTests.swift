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

    #expect(created == .success, "\(create.error)")
    #expect(edited == .success, "\(edit.error)")
    #expect(deleted == .success, "\(delete.error)")
    #expect(delete.output == "Deleted customers cus_1.\n")
    #expect(refused == .dataError)
    #expect(
      refusal.error
        == "note: the records of customers all have object; this one is sent without it\n"
        + "app: email: \"Invalid email address: bad\"\n")
    #expect(
      Self.writes(to: server) == [
        "POST /customers email=ada%40example.com&metadata[tier]=gold",
        "POST /customers/cus_1 email=ada%40example.com", "DELETE /customers/cus_1",
        "POST /customers email=bad",
      ])
    #expect(
      server.requests.allSatisfy { Self.header("Authorization", of: $0) == "Bearer sk_test_1" })
    #expect(
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

    #expect(created == .success, "\(create.error)")
    #expect(create.output == "id     1\ntitle  Tides\n")
    #expect(edited == .success, "\(edit.error)")
    #expect(deleted == .success, "\(delete.error)")
    #expect(refused == .dataError)
    #expect(refusal.error == "app: title: \"can't be blank\"\n")
    #expect(
      Self.writes(to: server) == [
        #"POST /articles {"data":{"type":"articles","attributes":{"title":"Tides"}}}"#,
        #"PATCH /articles/1 {"data":{"type":"articles","id":"1","attributes":{"title":"Tides"}}}"#,
        "DELETE /articles/1",
        #"POST /articles {"data":{"type":"articles","attributes":{"title":""}}}"#,
      ])
    #expect(
      server.requests.allSatisfy {
        Self.header("Accept", of: $0) == "application/vnd.api+json"
      })
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

    #expect(created == .success, "\(create.error)")
    #expect(edited == .success, "\(edit.error)")
    #expect(deleted == .success, "\(delete.error)")
    #expect(refused == .dataError)
    #expect(refusal.error == "app: title: \"This field is required.\"\n")
    #expect(
      Self.writes(to: server) == [
        #"POST /books/ {"title":"Tides"}"#, #"PATCH /books/7/ {"title":"Tides"}"#,
        "DELETE /books/7/", #"POST /books/ {"year":1998}"#,
      ])
    #expect(server.requests.allSatisfy { Self.header("Authorization", of: $0) == "Token abc123" })
  }
}

import Foundation
import Models
import NetworkClient
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("NetworkClient.live")
struct NetworkClientLiveTests {
  // MARK: Requests

  @Test(
    "requests go below the base URL, whatever its path prefix and trailing slash",
    arguments: [
      ("", ""), ("/", ""), ("/api", "/api"), ("/api/", "/api"), ("/v1/api/", "/v1/api"),
    ])
  func requestURLs(pathPrefix: String, expectedPrefix: String) async throws {
    let server = try StubServer(pathPrefix: pathPrefix, routes: Fixtures.routes())
    let client = server.client()

    _ = try await client.posts()
    _ = try await client.post(2)
    _ = try await client.users()
    _ = try await client.user(1)
    _ = try await client.comments(3)

    let expected = ["/posts", "/posts/2", "/users", "/users/1", "/posts/3/comments"]
    #expect(
      server.requests.map { $0.url?.absoluteString }
        == expected.map { "https://\(server.host)\(expectedPrefix)\($0)" })
  }

  @Test("every request is a GET asking for JSON with the client's User-Agent")
  func requestMethodAndHeaders() async throws {
    let server = try StubServer(routes: Fixtures.routes())
    let client = server.client(userAgent: "JSONPlaceholderApp/2.4 (Linux)")

    _ = try await client.posts()
    _ = try await client.post(1)
    _ = try await client.users()
    _ = try await client.user(1)
    _ = try await client.comments(1)

    let requests = server.requests
    try #require(requests.count == 5)
    for request in requests {
      #expect(request.httpMethod == "GET")
      #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
      #expect(request.value(forHTTPHeaderField: "User-Agent") == "JSONPlaceholderApp/2.4 (Linux)")
      #expect(request.httpBody == nil)
    }
  }

  // MARK: Decoding

  @Test("a 200 is decoded for each endpoint")
  func decodesEachEndpoint() async throws {
    let server = try StubServer(routes: Fixtures.routes())
    let client = server.client()

    #expect(try await client.posts() == Fixtures.posts)
    #expect(try await client.post(2) == Fixtures.posts[1])
    #expect(try await client.users() == Fixtures.users)
    #expect(try await client.user(2) == Fixtures.users[1])
    #expect(try await client.comments(3) == Fixtures.comments(on: 3))
  }

  @Test("any 2xx status is decoded")
  func decodesOtherSuccessStatuses() async throws {
    let server = try StubServer(routes: ["/posts": .json(Fixtures.posts, status: 203)])

    #expect(try await server.client().posts() == Fixtures.posts)
  }

  @Test("a body that is not JSON is undecodable, saying so")
  func malformedJSON() async throws {
    let server = try StubServer(routes: ["/posts": .text(#"[{"userId": 1, "id": 1, "titl"#)])

    let error = try await #require(throws: NetworkError.self) { try await server.client().posts() }

    guard case .undecodable(let resource, let codingPath, let reason) = error else {
      Issue.record("expected undecodable, got \(error)")
      return
    }
    #expect(resource == "posts")
    #expect(codingPath == "")
    #expect(reason.hasPrefix("not valid JSON"))
    #expect(error.description.hasPrefix("unexpected response for posts: not valid JSON"))
  }

  @Test("an empty 200 body is undecodable, saying so")
  func emptyBody() async throws {
    let server = try StubServer(routes: ["/users/1": .text("")])

    await #expect(
      throws: NetworkError.undecodable(
        resource: "user", codingPath: "", reason: "empty body, expected JSON")
    ) { try await server.client().user(1) }
  }

  @Test("a type mismatch deep in a list names its place, such as [1].title")
  func typeMismatchInList() async throws {
    let body = """
      [{"userId": 1, "id": 1, "title": "fine", "body": "fine"},
       {"userId": 1, "id": 2, "title": 42, "body": "not fine"}]
      """
    let server = try StubServer(routes: ["/posts": .text(body)])

    await #expect(
      throws: NetworkError.undecodable(
        resource: "posts", codingPath: "[1].title",
        reason: "expected to decode String but found number instead")
    ) { try await server.client().posts() }
  }

  @Test("a type mismatch in a nested object names its place, such as address.geo.lat")
  func typeMismatchInNestedObject() async throws {
    var user =
      try JSONSerialization.jsonObject(
        with: JSONEncoder().encode(Fixtures.users[0])) as? [String: Any]
    var address = try #require(user?["address"] as? [String: Any])
    address["geo"] = ["lat": -37.3159, "lng": "81.1496"]
    user?["address"] = address
    let body = try JSONSerialization.data(withJSONObject: try #require(user))
    let server = try StubServer(routes: [
      "/users/1": StubResponse(
        status: 200, contentType: "application/json", body: body)
    ])

    let error = try await #require(throws: NetworkError.self) { try await server.client().user(1) }

    guard case .undecodable("user", "address.geo.lat", let reason) = error else {
      Issue.record("expected undecodable user at address.geo.lat, got \(error)")
      return
    }
    #expect(reason.contains("String"))
  }

  @Test("a missing key names the key's place")
  func missingKey() async throws {
    let server = try StubServer(routes: [
      "/posts/1/comments": .text(#"[{"postId": 1, "id": 1, "name": "n", "email": "e"}]"#)
    ])

    await #expect(
      throws: NetworkError.undecodable(
        resource: "comments", codingPath: "[0].body", reason: "missing key")
    ) { try await server.client().comments(1) }
  }

  // MARK: Statuses

  @Test("a 404 for a post or a user is notFound for that item", arguments: ["post", "user"])
  func notFoundItem(resource: String) async throws {
    let server = try StubServer(routes: [:])
    let client = server.client()

    let error = try await #require(throws: NetworkError.self) {
      if resource == "post" {
        _ = try await client.post(999)
      } else {
        _ = try await client.user(999)
      }
    }

    #expect(error == .notFound(resource: resource, id: "999"))
    #expect(error.description == "\(resource) 999 not found")
  }

  @Test("a 404 for the comments of a post is notFound for the post")
  func notFoundComments() async throws {
    let server = try StubServer(routes: [:])

    await #expect(throws: NetworkError.notFound(resource: "post", id: "999")) {
      try await server.client().comments(999)
    }
    #expect(server.requestedPaths == ["/posts/999/comments"])
  }

  @Test("a 404 for a list has no item to name, so it is an unexpected status")
  func notFoundList() async throws {
    let server = try StubServer(routes: ["/users": .text("{}", status: 404)])

    await #expect(throws: NetworkError.unexpectedStatus(code: 404, bodyExcerpt: "{}")) {
      try await server.client().users()
    }
  }

  @Test("a 500 with an HTML page gives a short, printable, one-line excerpt of its text")
  func serverErrorWithHTML() async throws {
    let page = """
      <!DOCTYPE html>
      <html>
      <head>
        <title>500 Internal Server Error</title>
        <style>body { font-family: sans-serif; }</style>
      </head>
      <body>
        <h1>Internal Server Error</h1>
        <p>The server encountered an internal error &amp; could not complete your request.
        Please try again later.</p>
      </body>
      </html>
      """
    let server = try StubServer(routes: [
      "/posts": .text(page, status: 500, contentType: "text/html")
    ])

    let error = try await #require(throws: NetworkError.self) { try await server.client().posts() }

    guard case .unexpectedStatus(500, let excerpt) = error else {
      Issue.record("expected unexpectedStatus 500, got \(error)")
      return
    }
    #expect(
      excerpt == "500 Internal Server Error Internal Server Error The server encountered an inter…")
    #expect(excerpt.count <= 80)
    #expect(!excerpt.contains("<") && !excerpt.contains(">") && !excerpt.contains("font-family"))
    #expect(!excerpt.unicodeScalars.contains { $0.properties.generalCategory == .control })
  }

  @Test("terminal escape sequences and control characters are kept out of the excerpt")
  func serverErrorWithEscapes() async throws {
    let body = "\u{1B}[31mFATAL\u{1B}[0m: disk\u{7} full\r\n\u{1B}]0;pwned\u{7}\tretry\u{0} later"
    let server = try StubServer(routes: [
      "/users": .text(body, status: 502, contentType: "text/plain")
    ])

    await #expect(
      throws: NetworkError.unexpectedStatus(code: 502, bodyExcerpt: "FATAL: disk full retry later")
    ) { try await server.client().users() }
  }

  // MARK: Transport

  @Test("a refused connection is unreachable, naming the host")
  func connectionRefused() async throws {
    let server = try StubServer { _ in throw URLError(.cannotConnectToHost) }

    let error = try await #require(throws: NetworkError.self) { try await server.client().posts() }

    #expect(error == .unreachable(host: server.host, reason: "connection refused"))
    #expect(error.description == "cannot reach \(server.host): connection refused")
  }

  @Test("the host in errors carries the base URL's port")
  func hostWithPort() async throws {
    let server = try StubServer(port: 8443) { _ in throw URLError(.cannotFindHost) }

    await #expect(
      throws: NetworkError.unreachable(host: "\(server.host):8443", reason: "host not found")
    ) { try await server.client().users() }
  }

  @Test("a timeout is timedOut, naming the host")
  func timedOut() async throws {
    let server = try StubServer { _ in throw URLError(.timedOut) }

    await #expect(throws: NetworkError.timedOut(host: server.host)) {
      try await server.client().user(1)
    }
  }

  // MARK: Cancellation

  @Test(
    "cancelling the calling task while the request is in flight throws cancelled at once",
    .timeLimit(.minutes(1)))
  func cancelInFlight() async throws {
    let arrived = Signal()
    let release = Signal()
    let answered = Signal()
    let server = try StubServer { request in
      await arrived.raise()
      await release.wait()
      defer { Task { await answered.raise() } }
      return try StubResponse.json(Fixtures.posts).answering(request)
    }
    let client = server.client()
    let call = Task {
      do {
        return try await client.posts()
      } catch {
        await arrived.raise()  // Never leaves the test waiting for a request that was not sent.
        throw error
      }
    }

    await arrived.wait()
    call.cancel()

    await #expect(throws: NetworkError.cancelled) { try await call.value }
    #expect(await !answered.isRaised, "the call ended while the server still held the request")
    await release.raise()
    await answered.wait()
    #expect(server.requestedPaths == ["/posts"])
  }

  @Test("a call from a task that is already cancelled throws cancelled and sends nothing")
  func cancelledBeforeSending() async throws {
    let server = try StubServer(routes: Fixtures.routes())
    let client = server.client()

    let call = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await client.posts()
    }

    await #expect(throws: NetworkError.cancelled) { try await call.value }
    #expect(server.requests.isEmpty)
  }
}

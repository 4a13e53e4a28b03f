import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// json-server's options of `app serve`, each through a real server.
@Suite("app serve's options", .onWaitingThreads)
struct ServeOptionTests {
  /// A folder of files for one test, removed with it.
  final class Folder: Sendable {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "serve-options-\(UUID().uuidString)", isDirectory: true)

    init() throws {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
      try? FileManager.default.removeItem(at: url)
    }

    /// Writes `text` to the file `name` and returns its path.
    func write(_ text: String, to name: String) throws -> String {
      let file = url.appendingPathComponent(name)
      try Data(text.utf8).write(to: file, options: .atomic)
      return file.path
    }
  }

  static let database = #"{"items": [{"_id": "a", "name": "first"}]}"#

  @Test func readOnlyRefusesWrites() async throws {
    let server = try ServeProcess(["--ro"])
    let write = try await Self.request("POST", server.baseURL + "/posts", body: #"{"title": "x"}"#)
    let read = try await Self.request("GET", server.baseURL + "/posts/1")
    _ = server.stop()

    checkEqual(write.status, 403)
    checkEqual(read.status, 200)
  }

  @Test func fakeAnswersWritesAndKeepsNone() async throws {
    let server = try ServeProcess(["--fake"])
    let created = try await Self.request(
      "POST", server.baseURL + "/posts", body: #"{"userId": 1, "title": "x", "body": "y"}"#)
    let read = try await Self.request("GET", server.baseURL + "/posts/101")
    _ = server.stop()

    checkEqual(created.status, 201)
    checkEqual(read.status, 404)
  }

  @Test func noCORSSendsNoCrossOriginHeaders() async throws {
    let plain = try ServeProcess(["--nc"])
    let withoutCORS = try await Self.request(
      "GET", plain.baseURL + "/posts/1", headers: ["Origin": "http://example.org"])
    _ = plain.stop()
    let cors = try ServeProcess()
    let withCORS = try await Self.request(
      "GET", cors.baseURL + "/posts/1", headers: ["Origin": "http://example.org"])
    _ = cors.stop()

    checkEqual(withoutCORS.headers["Access-Control-Allow-Origin"], nil)
    checkEqual(withCORS.headers["Access-Control-Allow-Origin"], "http://example.org")
  }

  @Test func routesAndIDAndDelayShapeTheAnswers() async throws {
    let folder = try Folder()
    let database = try folder.write(Self.database, to: "db.json")
    let routes = try folder.write(#"{"/api/*": "/$1"}"#, to: "routes.json")
    let server = try ServeProcess([database, "-r", routes, "-i", "_id", "-d", "1"])
    let read = try await Self.request("GET", server.baseURL + "/api/items/a")
    _ = server.stop()

    checkEqual(read.status, 200)
    check(read.body.contains(#""name": "first""#))
  }

  @Test func watchServesTheFileAgainWhenItChanges() async throws {
    let folder = try Folder()
    let database = try folder.write(Self.database, to: "db.json")
    let server = try ServeProcess([database, "--watch"])
    _ = try folder.write(#"{"items": [{"_id": "a", "name": "changed"}]}"#, to: "db.json")
    let reloaded = server.waitForOutputLine { $0.contains("has changed") }
    let read = try await Self.request("GET", server.baseURL + "/items")
    _ = server.stop()

    check(reloaded != nil)
    check(read.body.contains("changed"))
  }

  /// Sends one request; its status, header fields and body as text.
  static func request(
    _ method: String, _ address: String, headers: [String: String] = [:], body: String? = nil
  ) async throws -> (status: Int, headers: [String: String], body: String) {
    var request = URLRequest(url: try #require(URL(string: address)))
    request.httpMethod = method
    for (name, value) in headers {
      request.setValue(value, forHTTPHeaderField: name)
    }
    if let body {
      request.httpBody = Data(body.utf8)
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
    let session = URLSession(configuration: .ephemeral)
    let (data, response) = try await session.data(for: request)
    let http = response as? HTTPURLResponse
    var fields: [String: String] = [:]
    for (name, value) in http?.allHeaderFields ?? [:] {
      if let name = name as? String, let value = value as? String { fields[name] = value }
    }
    return (http?.statusCode ?? 0, fields, String(decoding: data, as: UTF8.self))
  }
}

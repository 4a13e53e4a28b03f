import Foundation
import TestSupport

/// A bookshop API that `app browse` has never seen, on a ``RawLoopbackServer`` that fails on
/// cue: 10 authors, 60 books and 300 reviews, read a page at a time with json-server's `_page`
/// and `_limit` and counted with `X-Total-Count`, and its `/db`.
final class BookshopServer: Sendable {
  /// The records of each resource, by name.
  static let database: [String: [String]] = [
    "authors": (1...10).map { #"{"id": \#($0), "name": "Author \#($0)"}"# },
    "books": (1...60).map {
      #"{"id": \#($0), "title": "Book \#($0)", "authorId": \#($0 % 10 + 1)}"#
    },
    "reviews": (1...300).map {
      #"{"id": \#($0), "text": "review \#($0)", "bookId": \#($0 % 60 + 1)}"#
    },
  ]

  private let server: RawLoopbackServer
  /// What a path (`/authors`, `/db`) answers in place of its records, while set.
  let failures = LockedValue<[String: RawLoopbackServer.Reply]>([:])
  /// What a path answers in place of its records the next time only.
  let nextFailures = LockedValue<[String: RawLoopbackServer.Reply]>([:])
  /// Whether every request is cut off unanswered, as by a server that stopped.
  let isDown = LockedValue(false)
  /// Holds the pages after the first of the reviews while closed.
  let laterReviews = BrowseRefreshTests.Gate()
  /// Holds the answer to `/db` while closed.
  let database = BrowseRefreshTests.Gate()
  /// Holds the answers to writes while closed.
  let writes = BrowseRefreshTests.Gate()
  /// What a write answers while set; otherwise the record sent, as saved.
  let writeFailure = LockedValue<RawLoopbackServer.Reply?>(nil)

  var baseURL: String { server.baseURL }

  /// The requests received so far, in order.
  var receivedPaths: [String] { server.receivedRequests.map(\.path) }

  init() throws {
    let failures = failures
    let nextFailures = nextFailures
    let isDown = isDown
    let laterReviews = laterReviews
    let database = database
    let writes = writes
    let writeFailure = writeFailure
    server = try RawLoopbackServer { request, _ in
      if isDown.current { return .bytes(Data()) }
      let components = URLComponents(string: request.path)
      let path = components?.path ?? ""
      if let failure = nextFailures.withLock({ $0.removeValue(forKey: path) }) { return failure }
      if let failure = failures.withLock({ $0[path] }) { return failure }
      if request.method != "GET" {
        writes.wait()
        return writeFailure.current ?? .http(200, body: request.body)
      }
      if path == "/db" {
        database.wait()
        let members = Self.database.sorted { $0.key < $1.key }.map {
          #""\#($0.key)": [\#($0.value.joined(separator: ","))]"#
        }
        return .http(200, body: "{\(members.joined(separator: ","))}")
      }
      let parts = path.split(separator: "/").map(String.init)
      guard let name = parts.first, let records = Self.database[name] else {
        return .http(404, body: "{}")
      }
      if parts.count == 2 {
        let record = records.first { $0.hasPrefix(#"{"id": \#(parts[1]),"#) }
        return record.map { .http(200, body: $0) } ?? .http(404, body: "{}")
      }
      let query = Dictionary(
        (components?.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
      let number = query["_page"].flatMap(Int.init) ?? 1
      let size = query["_limit"].flatMap(Int.init) ?? records.count
      if name == "reviews", number > 1 { laterReviews.wait() }
      let page = records.dropFirst((number - 1) * size).prefix(size)
      return .http(
        200, headers: ["X-Total-Count": "\(records.count)"],
        body: "[\(page.joined(separator: ","))]")
    }
  }

  /// Stops the server, letting any page it holds go first.
  func stop() {
    laterReviews.open()
    database.open()
    writes.open()
    server.stop()
  }
}

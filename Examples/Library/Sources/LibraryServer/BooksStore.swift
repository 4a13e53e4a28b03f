import Foundation
import HTTPServer
import Synchronization

/// The books and the requests answered, under a lock since requests arrive concurrently.
final class BooksStore: Sendable {
  private struct Contents {
    /// In id order.
    var books: [ServedBook]
    /// The root of the links when a request names no `Host`.
    var baseURL = ""
    var received: [LibraryRequest] = []
  }

  private let apiKey: String
  private let contents: Mutex<Contents>

  init(apiKey: String, books: [ServedBook]) {
    self.apiKey = apiKey
    contents = Mutex(Contents(books: books.sorted { $0.id < $1.id }))
  }

  var books: [ServedBook] {
    contents.withLock { $0.books }
  }

  var received: [LibraryRequest] {
    contents.withLock { $0.received }
  }

  /// Takes `baseURL` as the root of the links for requests that name no `Host`.
  func serve(at baseURL: String) {
    contents.withLock { $0.baseURL = baseURL }
  }

  /// Gives book `id`, if there is one, `title` and its next version.
  func retitle(_ id: Int, to title: String) {
    contents.withLock { contents in
      guard let index = contents.books.firstIndex(where: { $0.id == id }) else { return }
      contents.books[index].title = title
      contents.books[index].version = contents.books[index].nextVersion
    }
  }

  /// The answer to `request`, logged: `401` without the API key, the contract's otherwise.
  func answer(_ request: HTTPRequest) -> HTTPResponse {
    contents.withLock { contents in
      let host = request.headers["Host"]?.trimmingCharacters(in: .whitespaces) ?? ""
      let routes = BookRoutes(root: host.isEmpty ? contents.baseURL : "http://\(host)")
      let response =
        request.headers["X-API-Key"] == apiKey
        ? routes.answer(request, books: &contents.books)
        : LibraryAnswer.problem(401, "Unauthorized", "a valid X-API-Key is required")
      contents.received.append(
        LibraryRequest(
          method: request.method, target: request.target, apiKey: request.headers["X-API-Key"],
          ifMatch: request.headers["If-Match"], contentType: request.headers["Content-Type"],
          status: response.status))
      return response
    }
  }
}

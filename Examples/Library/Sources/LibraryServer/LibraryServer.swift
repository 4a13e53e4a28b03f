import Foundation
import HTTPServer

/// A server that speaks a Spring Data REST books API in HAL over loopback, keeping its books in
/// memory. Every request must carry `X-API-Key`, or is answered `401`.
///
/// - `GET /api/books?page=P&size=S` and
///   `GET /api/books/search/findByTitleContaining?title=T&page=P&size=S` (title contained,
///   ignoring case): `{"_embedded": {"books": […]}, "_links": {"self", "next"}, "page": {…}}`,
///   pages from 0 of 20 books by default and 100 at most;
/// - `GET /api/books/{id}`: the book, without its id, with `ETag: "<version>"`;
/// - `POST /api/books` `{"title", "author", "year"}`: `201` with a `Location` and no body;
/// - `PUT` and `DELETE /api/books/{id}`: need `If-Match` with the book's `ETag` (`428` without
///   one, `412` with another); `200` with the book, or `204`;
/// - a refused book is `400` with `invalid-params` in `application/problem+json`, as is every
///   other error; a path it does not know is `404`, a method a known path does not take `405`
///   with `Allow`; `HEAD` is answered as `GET`.
///
/// Links are below `http://` and the request's `Host`.
///
/// ```swift
/// let server = try LibraryServer(apiKey: "key-1")
/// print(server.baseURL)
/// await server.shutdown()
/// ```
public final class LibraryServer: Sendable {
  /// The root URL of the API, such as `http://127.0.0.1:52000`, without a trailing slash.
  public let baseURL: String
  private let server: HTTPServer
  private let store: BooksStore

  /// Starts serving `books` at `host` and `port` (0 for any free port) to the holder of
  /// `apiKey`.
  public init(
    host: String = "127.0.0.1", port: Int = 0, apiKey: String, books: [ServedBook] = []
  ) throws {
    let store = BooksStore(apiKey: apiKey, books: books)
    self.store = store
    server = try HTTPServer(configuration: HTTPServerConfiguration(host: host, port: port)) {
      request in
      store.answer(request)
    }
    baseURL = server.address.url
    store.serve(at: baseURL)
  }

  /// The requests answered so far, in order.
  public var requests: [LibraryRequest] {
    store.received
  }

  /// The books stored now, in id order.
  public var books: [ServedBook] {
    store.books
  }

  /// Changes book `id` behind a client's back, as another client would: gives it `title` and
  /// its next version, so that an `ETag` read before no longer matches. Does nothing when there
  /// is no such book.
  public func retitle(_ id: Int, to title: String) {
    store.retitle(id, to: title)
  }

  /// Stops serving, once the requests in flight are answered.
  public func shutdown() async {
    await server.shutdown()
  }
}

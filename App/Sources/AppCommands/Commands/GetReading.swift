import Foundation
import JSONCoding
import NetworkClient
import NetworkClientLive

/// What `app get` read: the answer to its path, and with `--all` the records of every page
/// that follows it.
struct GetReading: Sendable {
  /// The most pages `--all` reads: past them, the server is taken to loop.
  static let maximumPages = 10_000

  var answer: GetAnswer
  /// With `--all`, the records of every page in order; `nil` otherwise, or for a record.
  var allRecords: [JSONObject]?
  /// The count of the collection the last answer stated in `X-Total-Count`, when it did.
  var totalCount: Int?

  /// Reads `request` through `session`; with `all`, then each page that follows a list: the
  /// `Link` header's `rel="next"`, else, when the request asked for a page and the answer
  /// stated the total, the next page number until the total is reached; an empty page, or one
  /// asked for before, ends the reading.
  ///
  /// - Throws: `NetworkError`, `NetworkError.malformedResponse(host:reason:)` for a next page
  ///   outside the base URL, a page that is not a list, or more than ``maximumPages`` pages.
  init(_ request: GetRequest, all: Bool, session: HTTPSession) async throws {
    let (answer, response) = try await session.response(request.endpoint)
    let first = try Page(ListPayload(items: [JSONObject]()), nextLinkIn: response)
    self.answer = answer
    totalCount = first.totalCount
    guard all, case .list(var records) = answer.shape else { return }
    var current = request
    var page = first
    var asked: Set<URL> = [request.endpoint.url(relativeTo: session.baseURL)]
    while let next = try Self.request(after: current, page: page, session: session) {
      let url = next.endpoint.url(relativeTo: session.baseURL)
      guard asked.insert(url).inserted else { break }
      guard asked.count <= Self.maximumPages else {
        throw NetworkError.malformedResponse(
          host: ShownHost(url), reason: "more than \(Self.maximumPages) pages follow each other")
      }
      let (answer, response) = try await session.response(next.endpoint)
      guard case .list(let more) = answer.shape else {
        throw NetworkError.malformedResponse(
          host: ShownHost(url), reason: "the page at \(ShownURL(url)) is not a list")
      }
      page = try Page(ListPayload(items: [JSONObject]()), nextLinkIn: response)
      totalCount = page.totalCount ?? totalCount
      guard !more.isEmpty else { break }
      records += more
      current = next
    }
    allRecords = records
  }

  /// The request for the page after `page`, which `request` read, or `nil` when none follows.
  private static func request(
    after request: GetRequest, page: Page<JSONObject>, session: HTTPSession
  ) throws -> GetRequest? {
    if let url = page.next?.url {
      guard let next = GetRequest(url.absoluteString, under: session.baseURL) else {
        throw NetworkError.malformedResponse(
          host: ShownHost(url),
          reason: "the next page, \(ShownURL(url)), is not under the base URL")
      }
      return next
    }
    guard let number = request.pageNumber, let size = request.pageSize,
      let total = page.totalCount
    else { return nil }
    let (read, overflow) = number.multipliedReportingOverflow(by: size)
    guard !overflow, read < total else { return nil }
    return request.page(number + 1)
  }
}

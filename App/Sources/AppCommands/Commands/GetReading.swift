import Foundation
import JSONCoding
import NetworkClient
import NetworkClientLive

/// What `app get` read: the answer to its path, and with `--all` the records of every page
/// that follows it.
struct GetReading: Sendable {
  /// The most pages `--all` reads: past them, the server is taken to loop.
  static let maximumPages = 10_000
  /// How many records a page `--all` asks for holds, when the path asks for no page.
  static let defaultPageSize = 1000

  var answer: GetAnswer
  /// With `--all`, the records of every page in order; `nil` otherwise, or for a record.
  var allRecords: [JSONObject]?
  /// The count of the collection the last answer stated in `X-Total-Count`, when it did.
  var totalCount: Int?
  /// With `--all`, the page size the server did not keep to, when it sent more records than
  /// that at once, and no link to a next page: all of them, in one answer.
  var ignoredPageSize: Int?

  /// Reads `request` through `session`; with `all`, then each page that follows a list: the
  /// `Link` header's `rel="next"`, else, when the request asked for a page, the next page
  /// number until the total the answer stated is reached or, without one, while each page is
  /// full; an empty page, or one asked for before, ends the reading. A first page of more
  /// records than asked for, without a next link, is the whole collection
  /// (``ignoredPageSize``).
  ///
  /// - Throws: `NetworkError`, `NetworkError.malformedResponse(host:reason:)` for a next page
  ///   outside the base URL, a page that is not a list, or more than ``maximumPages`` pages.
  init(_ request: GetRequest, all: Bool, session: HTTPSession) async throws {
    let (answer, response) = try await session.response(request.endpoint)
    let first = try Page(ListPayload(items: [JSONObject]()), nextLinkIn: response)
    self.answer = answer
    totalCount = first.totalCount
    guard all, case .list(var records) = answer.shape else { return }
    if let size = request.pageSize, records.count > size, first.next == nil {
      ignoredPageSize = size
      allRecords = records
      return
    }
    var current = request
    var page = first
    var count = records.count
    var previousFirst = records.first
    var asked: Set<URL> = [request.endpoint.url(relativeTo: session.baseURL)]
    while let next = try Self.request(after: current, page: page, count: count, session: session) {
      let url = next.endpoint.url(relativeTo: session.baseURL)
      guard asked.insert(url).inserted else { break }
      guard asked.count <= Self.maximumPages else {
        throw NetworkError.malformedResponse(
          host: ShownHost(url), reason: "more than \(Self.maximumPages) pages follow each other")
      }
      let answer: GetAnswer
      let response: HTTPResponseHead?
      do {
        (answer, response) = try await session.response(next.endpoint)
      } catch let error as NetworkError {
        throw Self.stopped(by: error, pages: asked.count - 1, records: records.count)
      }
      guard case .list(let more) = answer.shape else {
        throw NetworkError.malformedResponse(
          host: ShownHost(url), reason: "the page at \(ShownURL(url)) is not a list")
      }
      page = try Page(ListPayload(items: [JSONObject]()), nextLinkIn: response)
      totalCount = page.totalCount ?? totalCount
      // A page that starts as the one before did is that page again: a server that does
      // not page by number and sent all it has.
      guard !more.isEmpty, more.first != previousFirst else { break }
      previousFirst = more.first
      records += more
      count = more.count
      current = next
    }
    allRecords = records
  }

  /// Why `--all` stopped after reading `pages` pages of `records` records: the command's
  /// deadline, when `error` is a timeout and that deadline has passed, since "did not answer
  /// within" the whole command's time would blame the last page for the time of all of them;
  /// `error` otherwise.
  static func stopped(by error: NetworkError, pages: Int, records: Int) -> any Error {
    guard case .timedOut = error, let deadline = Deadline.current, deadline.remaining <= .zero
    else { return error }
    return DeadlineSpent(limit: deadline.limit, pages: pages, records: records, cause: error)
  }

  /// The command's deadline passed while `--all` read the pages after the first.
  struct DeadlineSpent: Error, CustomStringConvertible {
    var limit: Duration
    var pages: Int
    var records: Int
    /// The timeout of the page being read, for the exit status.
    var cause: NetworkError

    var description: String {
      let read = pages == 1 ? "1 page" : "\(pages) pages"
      return "the \(NetworkError.text(of: limit)) given to the command ran out after \(read) "
        + "(\(records) records) of --all; --timeout gives it more"
    }
  }

  /// The request for the page after `page`, which `request` read and which held `count`
  /// records, or `nil` when none follows.
  private static func request(
    after request: GetRequest, page: Page<JSONObject>, count: Int, session: HTTPSession
  ) throws -> GetRequest? {
    if let url = page.next?.url {
      guard let next = GetRequest(url.absoluteString, under: session.baseURL) else {
        throw NetworkError.malformedResponse(
          host: ShownHost(url),
          reason: "the next page, \(ShownURL(url)), is not under the base URL")
      }
      return next
    }
    guard let number = request.pageNumber, let size = request.pageSize else { return nil }
    guard let total = page.totalCount else {
      return count >= size ? request.page(number + 1) : nil
    }
    let (read, overflow) = number.multipliedReportingOverflow(by: size)
    guard !overflow, read < total else { return nil }
    return request.page(number + 1)
  }
}

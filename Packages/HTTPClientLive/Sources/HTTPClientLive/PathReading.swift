import Foundation
import HTTPClient
import JSONCoding

/// What was read of a path of an API the reader knows nothing of (`PathRequest`): its
/// answer, and, reading every page, the records of every page that follows it, however the
/// API pages them.
///
/// ```swift
/// guard let api = URL(string: "http://127.0.0.1:3000") else { return }
/// guard let request = PathRequest("/customers", under: api)?.pagedForAll(size: 100) else {
///   return
/// }
/// let session = HTTPSession(baseURL: api, userAgent: "shop/1.0")
/// let reading = try await PathReading(request, all: true, session: session)
/// print(reading.allRecords?.count ?? 0)
/// ```
public struct PathReading: Sendable {
  /// How many records a page holds that a reading of every page asks for, when the path asks
  /// for no page (see `PathRequest.pagedForAll(size:)`).
  public static let defaultPageSize = 1000

  public var answer: PathAnswer
  /// Reading every page, the records of every page in order; `nil` otherwise, or for a record.
  public var allRecords: [JSONObject]?
  /// The count of the collection the last answer stated (in `X-Total-Count`, or where its
  /// paging keeps it, such as `count` or `page.totalElements`), when it did.
  public var totalCount: Int?
  /// Reading every page, why the reading ended (`PageWalk.End`): the last page, a page size
  /// the server ignored, or a page that repeats the one before or was read before.
  public var end: PageWalk<JSONObject>.End?

  /// Reads `request` through `session`; with `all`, then each page that follows a list, as
  /// its answer pages it (`Paging.found(in:head:list:)`: a `Link` header, a next link or
  /// cursor in the body, Stripe's `has_more`, json-server's `X-Total-Count`), else, when the
  /// request asked for a page, the next page number while each page is full. The pages are
  /// followed by `PageWalk`'s rules, which say why they ended (``end``): an empty page ends
  /// them, a page that repeats the one before or a next page asked for before stops them, and
  /// a first page of more records than asked for, with no next page linked or named by a
  /// cursor, is the whole collection.
  ///
  /// - Throws: `NetworkError`, `NetworkError.malformedResponse(host:reason:)` for a next page
  ///   outside the base URL, a page that is not a list, or more than
  ///   `PageWalk.maximumPages` pages; ``DeadlineSpent`` when the task's deadline passed on a
  ///   page after the first.
  public init(_ request: PathRequest, all: Bool, session: HTTPSession) async throws {
    let (answer, response) = try await session.response(request.endpoint)
    self.answer = answer
    var page = try Self.page(after: request, answer: answer, head: response, session: session)
    totalCount = page.totalCount
    guard all, case .list(let list) = answer.shape else { return }
    var records: [JSONObject] = []
    var walk = PageWalk<JSONObject>(size: request.pageSize)
    // The first request is known by its URL, so that a link back to it is a page read before.
    var asked: PageContinuation? = .url(request.endpoint.url(relativeTo: session.baseURL))
    var items = list.records
    while true {
      let step = walk.follow(
        Page(items: items, next: page.next?.continuation), askedWith: asked)
      if case .end(let end) = step, !end.keepsPage {
        self.end = end
        break
      }
      records += items
      totalCount = page.totalCount ?? totalCount
      guard case .next = step, let current = page.next else {
        if case .end(let end) = step {
          if case .limit(let most) = end, let current = page.next {
            throw NetworkError.malformedResponse(
              host: ShownHost(current.endpoint.url(relativeTo: session.baseURL)),
              reason: "more than \(most) pages follow each other")
          }
          self.end = end
        }
        break
      }
      let url = current.endpoint.url(relativeTo: session.baseURL)
      let answer: PathAnswer
      let response: HTTPResponseHead?
      do {
        (answer, response) = try await session.response(current.endpoint)
      } catch let error as NetworkError {
        throw Self.stopped(by: error, pages: walk.pages, records: records.count)
      }
      guard case .list(let list) = answer.shape else {
        throw NetworkError.malformedResponse(
          host: ShownHost(url), reason: "the page at \(ShownURL(url)) is not a list")
      }
      page = try Self.page(after: current, answer: answer, head: response, session: session)
      asked = current.continuation
      items = list.records
    }
    allRecords = records
  }

  /// Why a reading of every page stopped after `pages` pages of `records` records: the task's
  /// deadline (``Deadline/current``), when `error` is a timeout and that deadline has passed,
  /// since "did not answer within" the whole reading's time would blame the last page for the
  /// time of all of them; `error` otherwise.
  static func stopped(by error: NetworkError, pages: Int, records: Int) -> any Error {
    guard case .timedOut = error, let deadline = Deadline.current, deadline.remaining <= .zero
    else { return error }
    return DeadlineSpent(limit: deadline.limit, pages: pages, records: records, cause: error)
  }

  /// The task's deadline passed while every page was read, after the first.
  public struct DeadlineSpent: Error, CustomStringConvertible {
    public var limit: Duration
    /// The pages read before it passed.
    public var pages: Int
    /// The records read before it passed.
    public var records: Int
    /// The timeout of the page being read.
    public var cause: NetworkError

    public var description: String {
      let read = pages == 1 ? "1 page" : "\(pages) pages"
      return "the \(NetworkError.text(of: limit)) given to the command ran out after \(read) "
        + "(\(records) records) of --all; --timeout gives it more"
    }
  }

  /// What the answer to `request`, `answer` with `head`, says of the pages: the collection's
  /// count, when it states one, and the request for the next page, when one follows. A list
  /// is paged as its answer says (``PathAnswer/paging``); one whose answer says nothing is
  /// paged by the number its path asks for (``PathRequest/numberedInQuery``).
  private static func page(
    after request: PathRequest, answer: PathAnswer, head: HTTPResponseHead?, session: HTTPSession
  ) throws -> (next: PathRequest?, totalCount: Int?) {
    let stated = head?.value(forHeader: "X-Total-Count").flatMap(Page<JSONObject>.count(from:))
    let numbered = request.numberedInQuery
    // json-server's count of records, on a server whose settings name its own page parameters,
    // counts the pages those parameters ask for.
    let answered = answer.paging == .jsonServer ? request.numberedPaging : answer.paging
    guard case .list(let list) = answer.shape, let paging = answered ?? numbered?.paging
    else { return (nil, stated) }
    let size = request.pageSize ?? max(list.records.count, 1)
    // Only a number is counted on from (the page's, or the one its path asks for); a link or a
    // cursor is the answer's own.
    let number = request.continuation?.number ?? request.pageNumber ?? numbered?.number
    let counted = number.flatMap { $0 >= 1 ? PageContinuation.number($0) : nil }
    let page = try paging.page(
      of: ListPayload(items: list.records), data: answer.body, head: head, member: list.member,
      request: PageRequest(continuation: counted, size: size))
    guard let next = page.next else { return (nil, page.totalCount ?? stated) }
    var following: PathRequest
    if let url = next.url {
      guard
        let linked = PathRequest(
          url.absoluteString, under: session.baseURL, paging: request.paging)
      else {
        throw NetworkError.malformedResponse(
          host: ShownHost(url),
          reason: "the next page, \(ShownURL(url)), is not under the base URL")
      }
      following = linked
      following.link = url
      following.recordsMember = request.recordsMember
    } else {
      following = request.replacingQuery(
        with: paging.queryItems(for: PageRequest(continuation: next, size: size)))
      following.pageNumber = next.number
    }
    following.continuation = next
    return (following, page.totalCount ?? stated)
  }
}

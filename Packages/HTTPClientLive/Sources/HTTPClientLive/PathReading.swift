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
  /// The count of the collection the last answer stated (in `X-Total-Count`, or in its body,
  /// such as `count`, `total` or `page.totalElements`: `Paging.Total.found(in:)`), when it did.
  public var totalCount: Int?
  /// Reading every page, why the reading ended (`PageWalk.End`): the last page, a page size
  /// the server ignored, or a page that repeats the one before or was read before.
  public var end: PageWalk<JSONObject>.End?
  /// Reading every page, how many pages were read.
  public var pages: Int?
  /// The page size the server refused and named its most in place of, which the pages were
  /// asked for at (`PathRequest.bounded(by:)`); `nil` when it took the one asked for.
  public var boundedSize: Int?
  /// How many records a page of the server holds, when an answer showed it otherwise than the
  /// request asked: the size it states, or that of a page longer than asked for, or of the
  /// first page of pages followed to the one asked for; `nil` otherwise.
  public var pageSize: Int?
  /// Whether the last answer read named a page after it, which the reading did not read: a
  /// list read without `all`, or one whose next page could not be followed.
  public var namesMore = false
  /// Reading every page, why it stopped where the answers say more follow, in words; `nil`
  /// when it read every page, as far as the answers tell (see ``shortfall``).
  public var stop: String?

  /// Reads `request` through `session`; with `all`, then each page that follows a list, as
  /// its answer pages it (`Paging.found(in:head:list:)`: a `Link` header, a next link or
  /// cursor in the body, Stripe's `has_more`, a page number and size or an offset beside the
  /// list, json-server's `X-Total-Count`), else, when the request asked for a page, the next
  /// page number while each page is full. A page reached by a link is the last unless its
  /// answer links another. The pages are followed by `PageWalk`'s rules, which say why they
  /// ended (``end``): an empty page ends them, a page that repeats the one before or a next
  /// page asked for before stops them, and a first page of more records than asked for, with
  /// no next page linked or named by a cursor, is the whole collection. A next page outside
  /// the base URL, or more than `PageWalk.maximumPages` pages, stops them too (``stop``).
  ///
  /// - Throws: `NetworkError`, `NetworkError.malformedResponse(host:reason:)` for a page that
  ///   is not a list; ``DeadlineSpent`` when the task's deadline passed on a page after the
  ///   first.
  public init(_ request: PathRequest, all: Bool, session: HTTPSession) async throws {
    var request = request
    var (answer, response): (PathAnswer, HTTPResponseHead?)
    do {
      (answer, response) = try await session.response(request.endpoint)
    } catch let error as NetworkError {
      // A page size over the server's most is asked for again at its most.
      guard let bounded = request.bounded(by: error) else { throw error }
      request = bounded
      (answer, response) = try await session.response(request.endpoint)
      boundedSize = bounded.pageSize
    }
    // A page asked for by number that the server answered with another is reached as its
    // answers page: the first page's length is the server's size, and, past the last page,
    // the last page's total the list's.
    var (firstLength, lastTotal): (Int?, Int?) = (nil, nil)
    if !all,
      let reached = try await Self.askedPage(
        of: request, answer: answer, head: response, session: session)
    {
      firstLength = Self.length(of: answer)
      (answer, response, request, lastTotal) = reached
    }
    self.answer = answer
    var page = try Self.page(after: request, answer: answer, head: response, session: session)
    pageSize = Self.serversSize(
      of: answer, stated: page.size ?? firstLength, asked: request.pageSize)
    totalCount = page.totalCount ?? lastTotal
    namesMore = page.next != nil
    guard all, case .list(let list) = answer.shape else { return }
    var records: [JSONObject] = []
    var walk = PageWalk<JSONObject>(size: request.pageSize)
    // The first request is known by its URL, so that a link back to it is a page read before.
    var asked: PageContinuation? = .url(request.endpoint.url(relativeTo: session.baseURL))
    var items = list.records
    while true {
      let step = walk.follow(
        Page(items: items, next: page.next?.request?.continuation), askedWith: asked)
      if case .end(let end) = step, !end.keepsPage {
        self.end = end
        break
      }
      records += items
      totalCount = page.totalCount ?? totalCount
      namesMore = page.next != nil
      guard case .next = step, case .request(let current)? = page.next else {
        if case .end(let end) = step {
          self.end = end
        }
        if case .outside(let url)? = page.next {
          stop = "the next page, \(ShownURL(url)), is not under the base URL"
        }
        break
      }
      namesMore = false
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
    pages = walk.pages
    if stop == nil, let end, !end.isComplete {
      stop = end.description
    }
    if stop == nil, let total = totalCount, records.count < total {
      stop =
        if case .ignoredPageSize(let size)? = end {
          "the server ignored the page size of \(size) and sent \(records.count) in one answer"
        } else {
          "no page followed the last one read"
        }
    }
  }

  /// What the reading did not read that the answers say there is, when it read every page
  /// and stopped short of it: the records read, the total the server states, and why it
  /// stopped (``stop``); `nil` when it read every page, as far as the answers tell.
  public var shortfall: (read: Int, total: Int?, reason: String)? {
    guard let records = allRecords, let stop else { return nil }
    return (records.count, totalCount, stop)
  }

  /// Whether the answer, read without every page, is the whole list as far as it tells: it
  /// names no page after it, and holds as many records as the total it states. `true` for a
  /// record.
  public var isWholeList: Bool {
    guard case .list(let list) = answer.shape else { return true }
    let count = allRecords?.count ?? list.records.count
    return !namesMore && stop == nil && totalCount.map { count >= $0 } ?? true
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

  /// The page after a page: the request for it, or a link to it outside the base URL, which
  /// is not followed.
  enum NextPage {
    case request(PathRequest)
    case outside(URL)

    var request: PathRequest? {
      if case .request(let request) = self { return request }
      return nil
    }
  }

  /// What the answer to `request`, `answer` with `head`, says of the pages: the collection's
  /// count, when it states one, and the page after it, when one follows. A list is paged as its
  /// answer says (``PathAnswer/paging``); one whose answer says nothing is paged by the number
  /// its path asks for (``PathRequest/numberedInQuery``), unless it was reached by a link: a
  /// page linked is the last unless its answer links the next.
  static func page(
    after request: PathRequest, answer: PathAnswer, head: HTTPResponseHead?, session: HTTPSession
  ) throws -> (next: NextPage?, totalCount: Int?, size: Int?) {
    let numbered = request.link == nil ? request.numberedInQuery : nil
    // json-server's count of records, on a server whose settings name its own page parameters,
    // counts the pages those parameters ask for.
    let answered = answer.paging == .jsonServer ? request.numberedPaging : answer.paging
    guard case .list(let list) = answer.shape, let paging = answered ?? numbered?.paging
    else { return (nil, statedTotal(of: answer, head: head), nil) }
    let size = request.pageSize ?? max(list.records.count, 1)
    // Only a number or an offset is counted on from (the page's, or the number its path asks
    // for); a link or a cursor is the answer's own.
    let number = request.continuation?.number ?? request.pageNumber ?? numbered?.number
    let counted: PageContinuation? =
      if let offset = request.continuation?.offset {
        .offset(offset)
      } else {
        number.flatMap { $0 >= 1 ? PageContinuation.number($0) : nil }
      }
    let page = try paging.page(
      of: ListPayload(items: list.records), data: answer.body, head: head, member: list.member,
      request: PageRequest(continuation: counted, size: size))
    let total = page.totalCount ?? statedTotal(of: answer, head: head)
    // The size the answer states its pages hold (fastapi-pagination's `size`).
    let stated = paging.sizeParameter == nil ? nil : page.size
    guard let next = page.next else { return (nil, total, stated) }
    var following: PathRequest
    if let url = next.url {
      guard
        let linked = PathRequest(
          url.absoluteString, under: session.baseURL, paging: request.paging)
      else { return (.outside(url), total, stated) }
      following = linked
      following.link = url
      following.recordsMember = request.recordsMember
    } else {
      // The size the answer states, else the one the first page asked for, or held, counts the
      // pages after it.
      let size = page.size ?? size
      following = request.replacingQuery(
        with: paging.queryItems(for: PageRequest(continuation: next, size: size)))
      following.pageNumber = next.number
      following.pageSize = size
    }
    following.continuation = next
    return (.request(following), total, stated)
  }

  /// How many records `answer` holds, when it is a list of any.
  private static func length(of answer: PathAnswer) -> Int? {
    guard case .list(let list) = answer.shape, !list.records.isEmpty else { return nil }
    return list.records.count
  }

  /// The size of the server's pages, where `answer` showed it otherwise than the size
  /// `asked`: `stated` (the size the answer states, or the length of the first of the pages
  /// followed to it), or the length of `answer` when it is longer; `nil` when it is the size
  /// asked for.
  private static func serversSize(of answer: PathAnswer, stated: Int?, asked: Int?) -> Int? {
    var size = stated.flatMap { $0 > 0 ? $0 : nil }
    if let length = length(of: answer), length > size ?? asked ?? .max {
      size = length
    }
    return size == asked ? nil : size
  }

  /// The count of the collection the answer states, in `X-Total-Count` or in its body
  /// (`Paging.Total.found(in:)`), when it does.
  private static func statedTotal(of answer: PathAnswer, head: HTTPResponseHead?) -> Int? {
    if let header = head?.value(forHeader: "X-Total-Count") {
      return Page<JSONObject>.count(from: header)
    }
    guard case .list(let list) = answer.shape, list.member != nil,
      let value = try? JSONValue(parsing: answer.body),
      case .items(let member)? = Paging.Total.found(in: value)
    else { return nil }
    return Paging.Total.items(at: member).count(in: answer.body, head: head)
  }
}

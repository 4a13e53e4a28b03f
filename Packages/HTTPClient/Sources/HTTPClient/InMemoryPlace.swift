import Foundation

/// What an in-memory resource client answers as its server would: its pages, continued as the
/// description's paging continues them, its errors in the description's names, and its
/// records' versions at URLs of their own (`memory:///customers/cus_1`).
struct InMemoryPlace: Sendable {
  var path: [String]
  var singular: String
  var keepsVersions: Bool
  var paging: Paging

  init<Record, Draft>(description: ResourceDescription<Record, Draft>) {
    path = description.path
    singular = description.singular
    keepsVersions = description.keepsVersions
    paging = description.paging
  }

  /// The page of `records` that `request` asks for, from the place its continuation names (a
  /// number, an offset, or a cursor or link this client gave), continued as the paging
  /// continues pages, with the total when the paging reads one.
  func page<Record: Sendable>(of records: [Record], _ request: PageRequest) throws -> Page<Record> {
    let size = request.size
    let from = min(try start(of: request), records.count)
    let to = from + min(size, records.count - from)
    var page = Page(
      items: Array(records[from..<to]), totalCount: paging.total == nil ? nil : records.count,
      number: from / size + 1, size: size)
    if to < records.count {
      page.next = continuation(at: to, size: size)
    }
    return page
  }

  /// The first record's place in the list `request` asks for.
  private func start(of request: PageRequest) throws -> Int {
    guard let continuation = request.continuation else { return 0 }
    if let offset = continuation.offset { return max(offset, 0) }
    if let number = continuation.number {
      let (before, overflow) = number.subtractingReportingOverflow(1)
      guard !overflow else { return 0 }
      let (start, tooFar) = max(before, 0).multipliedReportingOverflow(by: request.size)
      return tooFar ? Int.max : start
    }
    if let offset = continuation.cursor.flatMap({ Int($0) }) ?? offset(in: continuation.url) {
      return max(offset, 0)
    }
    throw NetworkError.invalidRequest(
      request: ShownRequest("GET", url(of: nil)),
      reason: "an in-memory list continues only from where it said: not from \(continuation)")
  }

  /// How the paging names the page that starts at `offset`.
  private func continuation(at offset: Int, size: Int) -> PageContinuation? {
    switch paging.position {
    case .number: return .number(offset / size + 1)
    case .offset: return .offset(offset)
    case .cursor: return .cursor(String(offset))
    case .link:
      var parts = URLComponents(url: url(of: nil), resolvingAgainstBaseURL: false)
      parts?.queryItems = [URLQueryItem(name: "offset", value: String(offset))]
      return parts?.url.map(PageContinuation.url)
    }
  }

  /// The offset of a link this client gave.
  private func offset(in link: URL?) -> Int? {
    guard let link, let parts = URLComponents(url: link, resolvingAgainstBaseURL: false) else {
      return nil
    }
    return parts.queryItems?.first { $0.name == "offset" }?.value.flatMap { Int($0) }
  }

  func missing(_ id: String) -> NetworkError {
    .notFound(resource: singular, id: id)
  }

  func rejected(_ errors: FieldErrors) -> NetworkError {
    .rejected(resource: singular, fieldErrors: errors)
  }

  /// A create refused for `reason`, naming the collection.
  func refusedCreate(_ reason: String) -> NetworkError {
    .invalidRequest(request: ShownRequest("POST", url(of: nil)), reason: reason)
  }

  /// Tells the current task's `RecordVersion.readObserver` that the record `id` is at
  /// `version`, when versions are kept.
  func tellRead(_ id: String, version: Int) {
    guard keepsVersions, let observer = RecordVersion.readObserver else { return }
    let url = url(of: id)
    observer(url, RecordVersion(url: url, tag: tag(version)))
  }

  /// Throws `versionConflict`, naming no request since none was sent, when the current task
  /// writes the record `id` under a version older than `version`.
  func checkVersion(of id: String, _ version: Int) throws {
    let url = url(of: id)
    guard keepsVersions, let sent = RecordVersion.current, sent.isVersion(of: url),
      sent.tag != tag(version)
    else { return }
    throw NetworkError.versionConflict(resource: singular, request: nil)
  }

  private func tag(_ version: Int) -> EntityTag? {
    EntityTag("\"\(version)\"")
  }

  /// `memory:///customers/cus_1`, or the collection's URL without an id.
  private func url(of id: String?) -> URL {
    let segments = (path + (id.map { [$0] } ?? [])).map(Endpoint<Void>.percentEncodedSegment)
    return URL(string: "memory:///" + segments.joined(separator: "/"))
      ?? URL(fileURLWithPath: "/")
  }
}

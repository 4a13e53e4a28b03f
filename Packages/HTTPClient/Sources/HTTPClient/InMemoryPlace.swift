import Foundation

/// What an in-memory resource client answers as its server would: its pages, its errors in
/// the description's names, and its records' versions at URLs of their own
/// (`memory:///customers/cus_1`).
struct InMemoryPlace: Sendable {
  var path: [String]
  var singular: String
  var keepsVersions: Bool

  init<Record, Draft>(description: ResourceDescription<Record, Draft>) {
    path = description.path
    singular = description.singular
    keepsVersions = description.keepsVersions
  }

  /// The page of `records` that `request` asks for: numbered, or by offset when it asks by
  /// offset.
  func page<Record: Sendable>(of records: [Record], _ request: PageRequest) throws -> Page<Record> {
    let size = request.size
    let start: Int
    if let offset = request.offset {
      start = offset
    } else if let number = request.number {
      let (pages, overflow) = max(number - 1, 0).multipliedReportingOverflow(by: size)
      start = overflow ? Int.max : pages
    } else {
      throw NetworkError.invalidRequest(
        request: ShownRequest("GET", url(of: nil)),
        reason:
          "an in-memory list pages by number or offset, not by \(request.continuation.map(String.init(describing:)) ?? "")"
      )
    }
    let from = min(max(start, 0), records.count)
    let to = from + min(size, records.count - from)
    var page = Page(
      items: Array(records[from..<to]), totalCount: records.count,
      number: request.continuation?.offset == nil ? from / size + 1 : nil, size: size)
    if to < records.count {
      page.next = request.continuation?.offset != nil ? .offset(to) : .number(to / size + 1)
    }
    return page
  }

  func missing(_ id: String) -> NetworkError {
    .notFound(resource: singular, id: id)
  }

  func rejected(_ errors: FieldErrors) -> NetworkError {
    .rejected(resource: singular, fieldErrors: errors)
  }

  /// Tells the current task's `RecordVersion.readObserver` that the record `id` was read at
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

import Foundation

/// The version of a record as it was read (the strong `ETag` of its answer) with the URL it
/// was read at: a write to that URL made while it is ``current`` carries it as `If-Match`,
/// so that a server that changed the record since refuses it (`412`) rather than lose a change.
///
/// Features that edit and delete keep the version of what they read and set it around their
/// writes; a client sets it itself with
/// `RecordVersion.$current.withValue(version) { … }`. A write that names its own `If-Match`
/// (`Endpoint.ifMatch(_:)`) keeps it.
public struct RecordVersion: Sendable, Hashable {
  /// The record's URL, without its query: writes to it carry the version.
  public var url: URL
  public var tag: EntityTag

  /// The version `tag` of the record at `url`; `nil` without either, or for a weak tag, which
  /// no `If-Match` could match.
  public init?(url: URL?, tag: EntityTag?) {
    guard let url, let tag, !tag.isWeak,
      var parts = URLComponents(url: url, resolvingAgainstBaseURL: true)
    else { return nil }
    parts.query = nil
    parts.fragment = nil
    guard let record = parts.url else { return nil }
    self.url = record
    self.tag = tag
  }

  /// Whether a write to `url` writes this record: the same scheme, host, port and path,
  /// whatever the query, a final `/` aside.
  public func isVersion(of url: URL) -> Bool {
    Self.place(of: url) == Self.place(of: self.url)
  }

  /// What names a record in `url`: its scheme and host in lowercase, its port and its path
  /// without a final `/`.
  private static func place(of url: URL) -> [String] {
    var path = url.path
    while path.hasSuffix("/") {
      path.removeLast()
    }
    return [
      url.scheme?.lowercased() ?? "", url.host?.lowercased() ?? "", url.port.map(String.init) ?? "",
      path,
    ]
  }
}

extension RecordVersion {
  /// The version the writes of the current task send as `If-Match` to the record it names;
  /// `nil`, the default, sends none.
  @TaskLocal public static var current: RecordVersion?

  /// Told the version of each record the current task reads, or changes with a `PUT` or a
  /// `PATCH` answered with it (`nil` for an answer without a strong tag), by clients that read
  /// heads, so that a feature keeps the version of what it loaded, and of what it saved,
  /// without its client saying it; `nil`, the default, tells nothing.
  @TaskLocal public static var readObserver: RecordVersionObserver?
}

/// What a task's reads tell the versions of their records to: see
/// ``RecordVersion/readObserver``.
public struct RecordVersionObserver: Sendable {
  private let observe: @Sendable (_ url: URL, _ version: RecordVersion?) -> Void

  /// An observer told each read's URL and the version of the record it holds, if any.
  public init(_ observe: @escaping @Sendable (_ url: URL, _ version: RecordVersion?) -> Void) {
    self.observe = observe
  }

  public func callAsFunction(_ url: URL, _ version: RecordVersion?) {
    observe(url, version)
  }
}

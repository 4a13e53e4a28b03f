import Foundation

/// A decoded answer with the head it came in: its status, header fields and URL, and the
/// version of the record it holds, which an edit or a delete of that record sends back as
/// `If-Match` (see ``RecordVersion``).
///
/// <!-- not compiled: `session` is an HTTPSession of HTTPClientLive -->
/// ```swift
/// let book = try await session.answered(Endpoint<Book>.get(["books", "7"], resource: "book"))
/// // book.value is the Book; book.version its strong ETag, if the server gave one
/// ```
public struct Answered<Value> {
  public var value: Value
  /// The status line and header fields; `nil` when the answer was not HTTP.
  public var head: HTTPResponseHead?

  public init(value: Value, head: HTTPResponseHead?) {
    self.value = value
    self.head = head
  }

  /// The answer's `ETag` when it is strong, which a server compares `If-Match` with; `nil` for
  /// none or a weak one (such as json-server's), which no `If-Match` could match.
  public var version: EntityTag? {
    head?.entityTag.flatMap { $0.isWeak ? nil : $0 }
  }

  /// The version of the record at the answer's URL, for writes to it; `nil` without a strong
  /// tag or a URL.
  public var recordVersion: RecordVersion? {
    RecordVersion(url: head?.url, tag: version)
  }

  /// The same answer with `transform` applied to its value.
  public func map<Other>(_ transform: (Value) throws -> Other) rethrows -> Answered<Other> {
    Answered<Other>(value: try transform(value), head: head)
  }
}

extension Answered: Sendable where Value: Sendable {}
extension Answered: Equatable where Value: Equatable {}
extension Answered: Hashable where Value: Hashable {}

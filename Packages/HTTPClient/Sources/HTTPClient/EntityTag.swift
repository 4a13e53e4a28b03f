/// The version of a record as the server tags it (its `ETag`), sent back in `If-Match` so that
/// an edit or a delete is carried out only on the version it was read at.
///
/// ```swift
/// let read = HTTPResponseHead(status: 200, headers: ["ETag": #""7-3f2a""#])
/// guard let version = read.entityTag, !version.isWeak else { return }
/// let delete = Endpoint<Void>.delete(["posts", "7"], resource: "post").ifMatch(version)
/// // delete.headers["If-Match"] == #""7-3f2a""#
/// ```
public struct EntityTag: Sendable, Hashable, CustomStringConvertible {
  /// The tag as the server wrote it, quotes and a weak tag's `W/` included: `"7-3f2a"`.
  public let description: String

  /// The tag of an `ETag` field's `value`; `nil` for an empty one or one that holds a line
  /// break or another control character, which could not be sent back.
  public init?(_ value: String) {
    let trimmed = value.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty,
      !trimmed.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7f })
    else { return nil }
    description = trimmed
  }

  /// Whether the tag is weak (`W/"7-3f2a"`): it names a version equivalent in meaning, not the
  /// same bytes. A server compares `If-Match` strongly, so a weak tag never matches there and
  /// a write sent with one is refused with `412` (RFC 9110, 13.1.1).
  public var isWeak: Bool {
    description.hasPrefix("W/")
  }
}

extension HTTPResponseHead {
  /// The version of what the answer carries, from its `ETag`; `nil` without one.
  public var entityTag: EntityTag? {
    value(forHeader: "ETag").flatMap(EntityTag.init)
  }
}

import Foundation
import HTTPBasics

extension Page {
  /// The page of `payload`'s items that `response` brought for page `number` of `size` items.
  ///
  /// ``totalCount`` is the `X-Total-Count` header when it is a non-negative integer (digits
  /// only, surrounding spaces allowed) and `nil` otherwise, absent included; ``number`` and
  /// ``size`` are what was asked for, not what the server says; ``skipped`` is what the payload
  /// left out. ``isLast`` is whether a `Link` header lacks a `next` link, and for an API that
  /// ends its pages with an empty one (`endsWhenEmpty`), whether the page is empty; `nil` when
  /// neither says.
  public init(
    _ payload: ListPayload<Item>, response: HTTPResponseHead?, number: Int?, size: Int?,
    endsWhenEmpty: Bool = false
  ) {
    let links = response?.value(forHeader: "Link").flatMap { LinkHeader(parsing: $0) }
    var isLast = links.map { $0.target(relation: "next") == nil }
    if endsWhenEmpty, payload.items.isEmpty {
      isLast = true
    }
    self.init(
      items: payload.items,
      totalCount: response?.value(forHeader: "X-Total-Count").flatMap(Self.count(from:)),
      number: number, size: size, skipped: payload.skipped.map { [$0] } ?? [], isLast: isLast)
  }

  /// The count that a header `value` states, or `nil` when it is not a non-negative integer.
  public static func count(from value: String) -> Int? {
    let digits = value.trimmingCharacters(in: .whitespaces)
    guard !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
      return nil
    }
    return Int(digits)
  }
}

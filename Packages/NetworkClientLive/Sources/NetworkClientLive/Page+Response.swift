import Foundation
import Models
import NetworkClient

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension Page {
  /// The page of `items` that `response` brought for a request made with `options`.
  ///
  /// ``totalCount`` is the `X-Total-Count` header when it is a non-negative integer (digits
  /// only, surrounding spaces allowed) and `nil` otherwise, absent included; ``number`` and
  /// ``size`` are what `options` asked for (see ``ListOptions/pageNumber`` and
  /// ``ListOptions/pageSize``), not what the server says; ``skipped`` is what the payload left
  /// out.
  init(_ payload: ListPayload<Item>, response: URLResponse, options: ListOptions) {
    let header = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "X-Total-Count")
    self.init(
      items: payload.items, totalCount: header.flatMap(Self.count(from:)),
      number: options.pageNumber, size: options.pageSize,
      skipped: payload.skipped.map { [$0] } ?? [])
  }

  /// The count that a header `value` states, or `nil` when it is not a non-negative integer.
  static func count(from value: String) -> Int? {
    let digits = value.trimmingCharacters(in: .whitespaces)
    guard !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
      return nil
    }
    return Int(digits)
  }
}

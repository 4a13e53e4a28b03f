import Foundation
import JSONCoding

extension Paging {
  /// Where an answer says how large its collection is.
  ///
  /// ```swift
  /// let jsonServer = Paging.Total.header("X-Total-Count")
  /// let django = Paging.Total.items(at: "count")
  /// let laravel = Paging.Total.pages(at: "meta.last_page")
  /// ```
  public enum Total: Sendable, Hashable {
    /// The number of items, in the header field of this name.
    case header(String)
    /// The number of items, in the body's member at this dotted path (`count`, `meta.total`,
    /// `page.totalElements`).
    case items(at: String)
    /// The number of pages, in the body's member at this dotted path (`page.totalPages`,
    /// `meta.last_page`), so that the page numbered it is the last.
    case pages(at: String)

    /// The number of items or of pages that `data` and `head` state; `nil` when they do not
    /// state it as a non-negative integer.
    public func count(in data: Data, head: HTTPResponseHead?) -> Int? {
      switch self {
      case .header(let name):
        return head?.value(forHeader: name).flatMap(Page<Int>.count(from:))
      case .items(let member), .pages(let member):
        guard let range = JSONArraySplit.memberRange(at: member.memberPath, in: data),
          case .number(let number)? = try? JSONValue(parsing: data[range]),
          let count = number.integer, count >= 0
        else { return nil }
        return count
      }
    }
  }
}

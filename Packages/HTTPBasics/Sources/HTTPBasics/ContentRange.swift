/// A `Content-Range` field's value in bytes (RFC 9110, section 14.4): the part of a
/// representation a `206` holds, or, in a `416`, only its length.
///
/// ```swift
/// let part = ContentRange("bytes 1000-1999/5000")
/// // part?.range == 1000...1999, part?.length == 5000
/// let unsatisfied = ContentRange("bytes */5000")
/// // unsatisfied?.range == nil, unsatisfied?.length == 5000
/// ```
public struct ContentRange: Sendable, Hashable {
  /// The first and last byte held, counted from 0; `nil` for `bytes */length`.
  public var range: ClosedRange<Int64>?
  /// The length of the whole representation; `nil` for `*`, not known.
  public var length: Int64?

  public init(range: ClosedRange<Int64>?, length: Int64?) {
    self.range = range
    self.length = length
  }

  /// The value parsed; `nil` when it is not one of bytes, or names a range past its length.
  public init?(_ value: String) {
    let trimmed = value.trimmingCharacters(in: [" ", "\t"])
    guard trimmed.lowercased().hasPrefix("bytes ") else { return nil }
    let spec = trimmed.dropFirst("bytes ".count).trimmingCharacters(in: [" "])
    let halves = spec.split(separator: "/", omittingEmptySubsequences: false)
    guard halves.count == 2 else { return nil }
    if halves[1] == "*" {
      length = nil
    } else {
      guard let length = Self.number(halves[1]) else { return nil }
      self.length = length
    }
    if halves[0] == "*" {
      guard length != nil else { return nil }
      range = nil
      return
    }
    let ends = halves[0].split(separator: "-", omittingEmptySubsequences: false)
    guard ends.count == 2, let first = Self.number(ends[0]), let last = Self.number(ends[1]),
      first <= last, length.map({ last < $0 }) ?? true
    else { return nil }
    range = first...last
  }

  /// A count of bytes in decimal digits alone.
  private static func number(_ text: Substring) -> Int64? {
    guard !text.isEmpty, text.utf8.allSatisfy({ (48...57).contains($0) }) else { return nil }
    return Int64(text)
  }
}

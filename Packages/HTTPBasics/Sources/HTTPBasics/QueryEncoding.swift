import Foundation

/// The names and values of a URL's query, encoded and decoded by the rules of HTML forms
/// (`application/x-www-form-urlencoded`): pairs joined by `&`, a name and its value by `=`, and
/// `+` read as a space.
///
/// Encoding percent-encodes the UTF-8 bytes of every character but the ones a
/// ``KeptCharacters`` set keeps, so `&`, `=`, `+` and `#` in a value never change the query's
/// meaning. Decoding reads `+` as a space and `%` with two hexadecimal digits as a byte.
public enum QueryEncoding {
  /// The ASCII characters that encoding leaves as they are.
  public struct KeptCharacters: Sendable, Hashable {
    /// Bit `n` is set when the ASCII character `n` (below 64) is kept.
    private let low: UInt64
    /// Bit `n` is set when the ASCII character `n + 64` is kept.
    private let high: UInt64

    /// Keeps the ASCII characters of `characters`; any other in it is ignored.
    public init(_ characters: String) {
      var low: UInt64 = 0
      var high: UInt64 = 0
      for byte in characters.utf8 where byte < 128 {
        if byte < 64 { low |= 1 << byte } else { high |= 1 << (byte - 64) }
      }
      self.low = low
      self.high = high
    }

    /// RFC 3986's unreserved characters: ASCII letters, digits, `-`, `.`, `_` and `~`. What a
    /// client sends, so that any server reads the value back unchanged.
    public static let unreserved = KeptCharacters(letters + "-._~")

    /// Every character a query may hold as it is, but `&`, `=` and `+`: the unreserved ones and
    /// `!$'()*,;:@/?`. What json-server's `Link` URLs keep.
    public static let queryComponent = KeptCharacters(letters + "-._~!$'()*,;:@/?")

    private static let letters =
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

    public func contains(_ byte: UInt8) -> Bool {
      byte < 64 ? low & (1 << byte) != 0 : byte < 128 && high & (1 << (byte - 64)) != 0
    }
  }

  /// `text` percent-encoded for a query name or value, such as `a%20%26%20b` for `a & b`.
  public static func encode(_ text: String, keeping kept: KeptCharacters = .unreserved) -> String {
    guard !text.utf8.allSatisfy(kept.contains) else { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count * 3)
    for byte in text.utf8 {
      if kept.contains(byte) {
        bytes.append(byte)
      } else {
        bytes.append(UInt8(ascii: "%"))
        bytes.append(hexDigits[Int(byte >> 4)])
        bytes.append(hexDigits[Int(byte & 0x0F)])
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The query for `items`, such as `_page=2&_limit=5`, each name and value encoded; an item whose
  /// value is `nil` gives its name alone.
  public static func query(
    _ items: [URLQueryItem], keeping kept: KeptCharacters = .unreserved
  ) -> String {
    items.map { item in
      let name = encode(item.name, keeping: kept)
      return item.value.map { name + "=" + encode($0, keeping: kept) } ?? name
    }
    .joined(separator: "&")
  }

  /// The text that an encoded name or value stands for, `+` being a space; `nil` when a `%` is
  /// not followed by two hexadecimal digits or the bytes are not UTF-8.
  public static func decode(_ component: some StringProtocol) -> String? {
    withUTF8(of: component) { decode($0) }
  }

  /// The name-value pairs of a query such as `q=fish+%26+chips&flag`, in order; empty pairs
  /// (`a&&b`) are skipped, a pair without `=` has a `nil` value, and a name or value that
  /// ``decode(_:)`` cannot read is taken as sent, `+` read as a space.
  public static func items(in query: some StringProtocol) -> [URLQueryItem] {
    withUTF8(of: query) { items(in: $0) }
  }

  /// `body` given the UTF-8 bytes of `text`, contiguous: a `String` or `Substring` lends its
  /// own; any other kind of text is copied first.
  private static func withUTF8<Result>(
    of text: some StringProtocol, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = String(text)
    return copy.withUTF8(body)
  }

  /// The pairs of the query whose UTF-8 bytes are `query`, split at the bytes of `&` and `=` as
  /// a form's reader splits them.
  private static func items(in query: UnsafeBufferPointer<UInt8>) -> [URLQueryItem] {
    var items: [URLQueryItem] = []
    var start = 0
    while start < query.count {
      var end = start
      while end < query.count, query[end] != UInt8(ascii: "&") { end += 1 }
      if end > start {
        var equals = start
        while equals < end, query[equals] != UInt8(ascii: "=") { equals += 1 }
        let name = decodeLeniently(UnsafeBufferPointer(rebasing: query[start..<equals]))
        let value =
          equals < end
          ? decodeLeniently(UnsafeBufferPointer(rebasing: query[(equals + 1)..<end])) : nil
        items.append(URLQueryItem(name: name, value: value))
      }
      start = end + 1
    }
    return items
  }

  /// The text of `component`, decoded when it can be, else as sent with `+` read as a space.
  private static func decodeLeniently(_ component: UnsafeBufferPointer<UInt8>) -> String {
    decode(component)
      ?? String(
        decoding: component.map { $0 == UInt8(ascii: "+") ? UInt8(ascii: " ") : $0 },
        as: UTF8.self)
  }

  /// The text that the UTF-8 bytes `component` stand for, as ``decode(_:)`` reads them.
  private static func decode(_ component: UnsafeBufferPointer<UInt8>) -> String? {
    guard component.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") })
    else {
      return String(decoding: component, as: UTF8.self)
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(component.count)
    var index = 0
    while index < component.count {
      let byte = component[index]
      index += 1
      switch byte {
      case UInt8(ascii: "+"):
        bytes.append(UInt8(ascii: " "))
      case UInt8(ascii: "%"):
        guard index + 1 < component.count, let high = HexDigit.value(of: component[index]),
          let low = HexDigit.value(of: component[index + 1])
        else { return nil }
        index += 2
        bytes.append(high << 4 | low)
      default:
        bytes.append(byte)
      }
    }
    // A leading byte order mark is dropped, as Foundation's `String(bytes:encoding:)` drops it.
    let start = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
    return String(validating: bytes[start...], as: UTF8.self)
  }

  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  private static let hexDigits = Array("0123456789ABCDEF".utf8)
}

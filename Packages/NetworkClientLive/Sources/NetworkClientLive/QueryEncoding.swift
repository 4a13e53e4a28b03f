import Foundation
import Models
import NetworkClient

/// Percent-encoding of query names and values, stricter than `URLComponents.queryItems`.
///
/// Every byte of the UTF-8 text but RFC 3986's unreserved characters (ASCII letters, digits,
/// `-`, `.`, `_`, `~`) is encoded, so a value with `&`, `=`, `+`, `#`, `,`, `/` or a space
/// reaches a server that decodes `+` as a space (as json-server does) unchanged.
enum QueryEncoding {
  /// `text` percent-encoded for a query name or value, such as `a%20%26%20b` for `a & b`.
  static func encode(_ text: String) -> String {
    var encoded = ""
    for byte in text.utf8 {
      if isUnreserved(byte) {
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        encoded += "%"
        encoded.unicodeScalars.append(hexDigit(byte >> 4))
        encoded.unicodeScalars.append(hexDigit(byte & 0x0F))
      }
    }
    return encoded
  }

  /// The encoded query for `items`, such as `_page=2&_limit=5`; an item whose value is `nil`
  /// gives its name alone.
  static func query(_ items: [URLQueryItem]) -> String {
    items.map { item in
      let name = encode(item.name)
      return item.value.map { "\(name)=\(encode($0))" } ?? name
    }
    .joined(separator: "&")
  }

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      return true
    default:
      return false
    }
  }

  private static func hexDigit(_ value: UInt8) -> Unicode.Scalar {
    Unicode.Scalar(value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10)
  }
}

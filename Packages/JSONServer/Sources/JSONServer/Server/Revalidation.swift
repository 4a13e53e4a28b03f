import Foundation

/// Express's caching of answers: a weak `ETag` for every body, and 304 for a `GET` or `HEAD`
/// whose `If-None-Match` names it.
///
/// The tag is `W/"<length in hex>-<hash>"`, the hash a 64-bit digest of the body in hex. As in
/// Express, a request with `Cache-Control: no-cache` is always answered in full, and `*` matches
/// any tag.
enum Revalidation {
  static func tag(of body: Data) -> String {
    "W/\"\(String(body.count, radix: 16))-\(String(digest(of: body), radix: 16))\""
  }

  /// `response`, tagged already, or the 304 that stands for it when `request` already has its
  /// tag.
  static func revalidating(_ response: JSONServerResponse, for request: JSONServerRequest)
    -> JSONServerResponse
  {
    var response = response
    guard request.method == "GET" || request.method == "HEAD",
      (200..<300).contains(response.status),
      let tag = response.headers["ETag"],
      let ifNoneMatch = request.header(named: "If-None-Match"),
      request.header(named: "Cache-Control")?.lowercased().contains("no-cache") != true,
      matches(ifNoneMatch, tag)
    else { return response }
    response.status = 304
    response.body = Data()
    response.headers["Content-Type"] = nil
    response.headers["Content-Length"] = nil
    return response
  }

  /// Whether the `If-None-Match` value `field` names `tag`, weakly compared.
  private static func matches(_ field: String, _ tag: String) -> Bool {
    let trimmed = field.trimmingCharacters(in: .whitespaces)
    if trimmed == "*" { return true }
    func opaque(_ tag: Substring) -> Substring {
      tag.hasPrefix("W/") ? tag.dropFirst(2) : tag
    }
    let wanted = opaque(Substring(tag))
    return trimmed.split(separator: ",").contains {
      opaque(Substring($0.trimmingCharacters(in: .whitespaces))) == wanted
    }
  }

  /// A 64-bit digest of `data`, eight bytes at a time.
  private static func digest(of data: Data) -> UInt64 {
    data.withUnsafeBytes { bytes in
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      var index = 0
      while index + 8 <= bytes.count {
        hash = mix(hash, bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        index += 8
      }
      var tail: UInt64 = 0
      while index < bytes.count {
        tail = tail << 8 | UInt64(bytes[index])
        index += 1
      }
      return mix(mix(hash, tail), UInt64(bytes.count))
    }
  }

  private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
    var mixed = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
    mixed ^= mixed >> 29
    return mixed &* 0xBF58_476D_1CE4_E5B9
  }
}

import Foundation
import HTTPClient

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension URL {
  /// The URL with an IPv6 address for its host written as libcurl writes it, shortest and
  /// lowercase (`http://[::1]:8080` for `http://[0:0:0:0:0:0:0:1]:8080`); itself for any other
  /// host.
  ///
  /// FoundationNetworking refuses a request as a bad URL unless libcurl reads the same host from
  /// the URL as `URL.host` does, and libcurl reads an IPv6 address in its shortest form.
  var withCanonicalIPv6Host: URL {
    let text = absoluteString
    guard let authorityRange = text.urlAuthorityRange else { return self }
    let authority = text[authorityRange]
    let hostStart = authority.lastIndex(of: "@").map { authority.index(after: $0) }
    guard let open = authority[(hostStart ?? authority.startIndex)...].firstIndex(of: "["),
      let close = authority[open...].firstIndex(of: "]")
    else { return self }
    let address = String(authority[authority.index(after: open)..<close])
    guard let canonical = Self.canonicalIPv6(address), canonical != address else { return self }
    return URL(string: String(text[...open]) + canonical + String(text[close...]))
      ?? self
  }

  /// `address` in its shortest form, or `nil` when it is not an IPv6 address (one with a zone,
  /// such as `fe80::1%25eth0`, included).
  private static func canonicalIPv6(_ address: String) -> String? {
    var bytes = in6_addr()
    guard inet_pton(AF_INET6, address, &bytes) == 1 else { return nil }
    var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
    let written = buffer.withUnsafeMutableBufferPointer { buffer in
      inet_ntop(AF_INET6, &bytes, buffer.baseAddress, socklen_t(buffer.count))
    }
    guard written != nil else { return nil }
    return String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

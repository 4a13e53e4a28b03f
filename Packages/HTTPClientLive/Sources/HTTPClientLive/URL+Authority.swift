import Foundation

extension URL {
  /// The host with its port when the URL names one, such as `127.0.0.1:8080`, as error messages
  /// show it; the whole URL when it has no host.
  var authority: String {
    guard let host = host(percentEncoded: false), !host.isEmpty else {
      return absoluteString
    }
    let name = host.contains(":") ? "[\(host)]" : host
    return port.map { "\(name):\($0)" } ?? name
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a server could not start.
public enum HTTPServerError: Error, Hashable, Sendable {
  case addressInUse(host: String, port: Int)
  /// The host is no address this machine can listen at, or the port is out of range.
  case invalidAddress(host: String, port: Int)
  /// A system call failed with the `errno` `code`.
  case system(call: String, code: Int32)
}

extension HTTPServerError: CustomStringConvertible {
  /// One line saying what went wrong.
  public var description: String {
    switch self {
    case .addressInUse(let host, let port):
      "the address \(HTTPServerAddress(host: host, port: port)) is already in use"
    case .invalidAddress(let host, let port):
      "cannot listen at host '\(host)' and port \(port)"
    case .system(let call, let code):
      "the system call \(call) failed: \(String(cString: strerror(code)))"
    }
  }
}

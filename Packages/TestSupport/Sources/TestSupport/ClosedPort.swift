import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A port of a loopback address that is held but never listened on: connecting to it is
/// refused, and no other test's server can take it meanwhile, as it could take the port of a
/// server that was stopped.
public enum ClosedPort {
  /// Calls `body` with a port of `address` (`127.0.0.1`, or `::1`) that refuses connections
  /// until `body` returns.
  ///
  /// ```swift
  /// try await ClosedPort.with { port in
  ///   let url = "http://127.0.0.1:\(port)/posts"
  ///   print("\(url) refuses connections until this closure returns")
  /// }
  /// ```
  public static func with<Result>(
    address: String = "127.0.0.1", _ body: (_ port: UInt16) async throws -> Result
  ) async throws -> Result {
    let socket = try LoopbackSocket(address: address)
    defer { close(socket.descriptor) }
    return try await body(socket.port)
  }
}

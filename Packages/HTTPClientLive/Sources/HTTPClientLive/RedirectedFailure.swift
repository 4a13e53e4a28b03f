import Foundation
import HTTPClient

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A request that failed with `error` before any answer came, after a redirect to another
/// server: errors name `host`, the redirect's target, rather than the host first asked.
struct RedirectedFailure: Error {
  /// The redirect target's host, with its port when it names one.
  var host: ShownHost
  var error: URLError
}

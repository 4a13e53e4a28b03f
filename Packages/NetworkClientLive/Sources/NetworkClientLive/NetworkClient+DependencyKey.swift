import Dependencies
import Models
import NetworkClient

// The interface declares the key with its test value; linking this module adds the live value,
// which is the point of the split, so the conformance is retroactive by design.
// swift-format-ignore: AvoidRetroactiveConformances
extension NetworkClient: @retroactive DependencyKey {
  /// ``NetworkClient/live(session:decoder:baseURL:userAgent:policy:cache:)`` built, each time
  /// it is read, from the current `urlSession`, `jsonDecoder`, `baseURL`, `userAgent` and
  /// `responseCache`, so those overridden with `withDependencies` apply to it.
  public static var liveValue: NetworkClient {
    let values = DependencyValues.current
    return .live(
      session: values.urlSession,
      decoder: values.jsonDecoder,
      baseURL: values.baseURL,
      userAgent: values.userAgent,
      cache: values.responseCache
    )
  }
}

import NetworkClient
import NetworkClientLive

extension RecordsClient {
  /// The client that sends through `session`, its cache and policy.
  init(session: HTTPSession) {
    self.init(
      send: { try await session.send($0) }, sendWithoutAnswer: { try await session.send($0) })
  }
}

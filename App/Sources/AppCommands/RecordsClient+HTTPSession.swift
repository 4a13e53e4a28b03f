import NetworkClient
import NetworkClientLive

extension RecordsClient {
  /// The client that sends through `session`, its cache and policy, each answer with the
  /// version its `ETag` names.
  init(session: HTTPSession) {
    self.init(
      send: { endpoint in
        let (payload, head) = try await session.response(endpoint)
        var answer = payload
        answer.version = head?.entityTag
        return answer
      },
      sendWithoutAnswer: { try await session.send($0) })
  }
}

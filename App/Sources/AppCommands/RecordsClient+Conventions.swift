import NetworkClient
import NetworkClientLive

extension RecordsClient {
  /// The client that sends through `session` each endpoint as the server takes it
  /// (`conventions`: a format extension, a body wrapped under the collection's singular).
  init(session: HTTPSession, conventions: RecordWriteConventions) {
    let client = RecordsClient(session: session)
    guard conventions != RecordWriteConventions() else {
      self = client
      return
    }
    self.init(
      send: { try await client.send(conventions.applied(to: $0)) },
      sendWithoutAnswer: { try await client.sendWithoutAnswer(conventions.applied(to: $0)) })
  }
}

import NetworkClient
import NetworkClientLive

extension RecordsClient {
  /// The client that sends through `session` each request as the server takes it
  /// (`conventions`: a format extension, a body wrapped under the collection's singular…).
  init(session: HTTPSession, conventions: RecordWriteConventions) {
    self.init(session: session)
    describe = conventions.description(of:)
  }

  /// The client that only makes each endpoint as the server takes it, to show it
  /// (`--dry-run`): it sends nothing.
  init(showing conventions: RecordWriteConventions) {
    self = .unimplemented
    describe = conventions.description(of:)
  }
}

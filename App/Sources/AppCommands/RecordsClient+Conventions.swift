import NetworkClient
import NetworkClientLive

extension RecordsClient {
  /// The client that sends through `session` each request as the server takes it
  /// (`conventions`: a format extension, a body wrapped under the collection's singular…),
  /// asking for pages by its page `parameters`.
  init(
    session: HTTPSession, conventions: RecordWriteConventions,
    paging parameters: PageParameters = .jsonServer
  ) {
    self.init(session: session)
    describe = { conventions.description(of: $0, paging: parameters) }
  }
}

import NetworkClient
import NetworkClientLive

extension RecordCollections {
  /// The collections of the server `session` sends to, each request sent as the server takes
  /// it (`conventions`: a format extension, a body wrapped under the collection's singular…),
  /// pages asked for by its page `parameters`.
  static func live(
    session: HTTPSession, conventions: RecordWriteConventions,
    paging parameters: PageParameters = .jsonServer
  ) -> Self {
    .live(session: session) { conventions.description(of: $0, paging: parameters) }
  }
}

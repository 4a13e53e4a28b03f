import HTTPClient
import HTTPClientLive

extension RecordCollections {
  /// The collections of the server `session` sends to, each request sent as the server takes
  /// it (`conventions`: a format extension, a body wrapped under the collection's singular…),
  /// pages asked for by its `paging`, each record identified by its member `idField`
  /// (json-server's `--id`), or its self link without one.
  public static func live(
    session: HTTPSession, conventions: RecordWriteConventions,
    paging: Paging = .jsonServer, idField: String = "id"
  ) -> Self {
    .live(session: session) {
      var description = conventions.description(of: $0, paging: paging)
      description.identity = .field(idField)
      return description
    }
  }
}

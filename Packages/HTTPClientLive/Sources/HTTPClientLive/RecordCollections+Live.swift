import HTTPClient
import JSONCoding

extension RecordCollections {
  /// The collections of the server `session` sends to, with its cache, retries and
  /// credentials, each described by `describe` (json-server's by default): each client's
  /// updates and deletes a server that wants a version is sent once more for the record's
  /// current one (`ResourceClient.sendingTheVersionWhenRequired()`), and its reads tell the
  /// versions they find to `RecordVersion.readObserver`. A server found to speak JSON:API is
  /// read and written in it from then on
  /// (``ResourceClient/live(_:speakingJSONAPIAsFound:)``).
  ///
  /// ```swift
  /// guard let api = URL(string: "http://127.0.0.1:3000") else { return }
  /// let shop = RecordCollections.live(session: HTTPSession(baseURL: api, userAgent: "shop/1.0"))
  /// let customers = shop.client(of: "customers")
  /// ```
  public static func live(
    session: HTTPSession,
    describe: @escaping @Sendable (String) -> ResourceDescription<JSONObject, JSONObject> =
      RecordCollections.jsonServerDescription
  ) -> Self {
    var collections = RecordCollections(
      describe: describe,
      client: { description in
        ResourceClient.live(description, speakingJSONAPIAsFound: session)
          .sendingTheVersionWhenRequired()
      },
      read: { path in try await session.send(readEndpoint(path)) })
    if let (parent, name) = session.baseURL.parentAndLastSegment {
      // The base URL's own JSON form is beside it, not below it: the same session, on the
      // parent of its base URL, asks for it.
      let beside = session.rebased(on: parent)
      collections.readBaseAsJSON = { try await beside.send(readEndpoint([name + ".json"])) }
    }
    return collections
  }
}

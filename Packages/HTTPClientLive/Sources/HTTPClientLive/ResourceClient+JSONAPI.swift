import HTTPClient
import JSONCoding

extension ResourceClient where Draft == JSONObject {
  /// The live client of `description` (``live(_:session:)``), sent as a server of JSON:API
  /// takes it once `session` has found that its server speaks it: each operation's
  /// description then `ResourceDescription.speakingJSONAPI()`. A create or an update refused
  /// for its media type (`406` or `415`) by a server that names JSON:API's is sent once more
  /// as a JSON:API document: the server did nothing with the first.
  ///
  /// ```swift
  /// guard let api = URL(string: "http://127.0.0.1:5000/api") else { return }
  /// let books = ResourceClient.live(
  ///   ResourceDescription<JSONObject, JSONObject>(path: ["book"], singular: "book"),
  ///   speakingJSONAPIAsFound: HTTPSession(baseURL: api, userAgent: "library/1.0"))
  /// let created = try await books.create(["title": "Dune"], nil)
  /// ```
  public static func live(
    _ description: ResourceDescription<Record, JSONObject>,
    speakingJSONAPIAsFound session: HTTPSession
  ) -> Self {
    @Sendable func client() -> Self {
      .live(session.speaksJSONAPI ? description.speakingJSONAPI() : description, session: session)
    }
    @Sendable func writing(
      _ write: @Sendable (Self) async throws -> Record
    ) async throws -> Record {
      let asSent = session.speaksJSONAPI
      do {
        return try await write(client())
      } catch NetworkError.unexpectedStatus(let code, _, _, _)
        where [406, 415].contains(code) && !asSent && session.speaksJSONAPI
        && description.recordBodyFormat == .json
      {
        return try await write(client())
      }
    }
    return Self(
      page: { query in try await client().page(query) },
      record: { id in try await client().record(id) },
      create: { draft, key in try await writing { try await $0.create(draft, key) } },
      update: { id, draft in try await writing { try await $0.update(id, draft) } },
      delete: { id in try await client().delete(id) },
      recordID: description.recordID)
  }
}

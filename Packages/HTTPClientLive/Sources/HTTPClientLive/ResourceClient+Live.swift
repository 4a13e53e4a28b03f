import HTTPClient

extension ResourceClient {
  /// The client of the resource `description` describes, sending its endpoints (a team's
  /// overrides among them) through `session`, with its cache, retries, credentials and hook.
  /// An update answered without the record (`204 No Content`) reads it again.
  ///
  /// ```swift
  /// struct Note: Decodable, Identifiable, Sendable, Hashable {
  ///   var id: Int
  ///   var title: String
  /// }
  ///
  /// struct NoteDraft: Encodable, Sendable {
  ///   var title: String
  /// }
  ///
  /// guard let api = URL(string: "http://127.0.0.1:3000") else { return }
  /// let notes = ResourceClient.live(
  ///   ResourceDescription<Note, NoteDraft>(path: ["notes"], singular: "note"),
  ///   session: HTTPSession(baseURL: api, userAgent: "notes/1.0"))
  /// ```
  public static func live(
    _ description: ResourceDescription<Record, Draft>, session: HTTPSession
  ) -> Self {
    Self(
      page: { query in try await session.send(description.listEndpoint(query))
      },
      record: { id in try await session.send(description.readEndpoint(id)) },
      create: { draft, key in
        try await session.send(try description.createEndpoint(draft, key: key))
      },
      update: { id, draft in
        let update = try description.updateEndpoint(id, draft).allowingBodilessAnswers()
        guard case .record(let record) = try await session.send(update) else {
          return try await session.send(description.readEndpoint(id))
        }
        return record
      },
      delete: { id in try await session.send(description.deleteEndpoint(id)) },
      recordID: description.recordID)
  }
}

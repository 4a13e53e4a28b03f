import Foundation

extension ResourceClient {
  /// The client of `description` whose every request is answered by `exchange`, given the
  /// request (its answer left unread) and giving the body and head the server would: the
  /// answer is then read as a live client reads it, its status, list member, paging and
  /// errors included, with `decoder`. For a test of a description, or of a feature, against a
  /// server kept in memory. A create answered with only a `Location` is not read there
  /// (`NetworkError.createdWithoutLocation(resource:status:)`), as a live session would.
  ///
  /// ```swift
  /// let customers = ResourceDescription<JSONObject, JSONObject>(
  ///   path: ["customers"], singular: "customer")
  /// let client = ResourceClient.answering(customers) { request in
  ///   (Data(#"{"id": 7, "name": "Ada"}"#.utf8), HTTPResponseHead(status: 200))
  /// }
  /// let ada = try await client.record("7")
  /// // ada["name"] == "Ada"
  /// ```
  public static func answering(
    _ description: ResourceDescription<Record, Draft>, decoder: JSONDecoder = JSONDecoder(),
    exchange: @escaping @Sendable (Endpoint<Void>) async throws -> (Data, HTTPResponseHead?)
  ) -> Self {
    let answer = Answerer(exchange: exchange, decoder: decoder)
    return Self(
      page: { query in try await answer(description.listEndpoint(query)) },
      record: { id in try await answer(description.readEndpoint(id)) },
      create: { draft, key in try await answer(try description.createEndpoint(draft, key: key)) },
      update: { id, draft in
        let update = try description.updateEndpoint(id, draft).allowingBodilessAnswers()
        guard case .record(let record) = try await answer(update) else {
          return try await answer(description.readEndpoint(id))
        }
        return record
      },
      delete: { id in try await answer(description.deleteEndpoint(id)) },
      recordID: description.recordID)
  }
}

/// Answers endpoints by an exchange, reading each answer as the endpoint says.
struct Answerer: Sendable {
  let exchange: @Sendable (Endpoint<Void>) async throws -> (Data, HTTPResponseHead?)
  let decoder: JSONDecoder

  func callAsFunction<Value>(_ endpoint: Endpoint<Value>) async throws -> Value {
    let (data, head) = try await exchange(endpoint.answering { _, _ in })
    return try endpoint.decode(data, from: head, using: decoder)
  }
}

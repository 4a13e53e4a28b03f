import Foundation

extension Endpoint where Response: Decodable {
  /// `GET` of `path` with `query`, answered with one `Response` decoded from JSON; a 404 means
  /// `item` is missing when one is given.
  ///
  /// ```swift
  /// struct Producer: Decodable, Sendable {
  ///   var id: Int
  ///   var name: String
  /// }
  ///
  /// let producer = Endpoint<Producer>.get(
  ///   ["2", "producers", "7"], resource: "producer",
  ///   item: Endpoint.Item(resource: "producer", id: "7"))
  /// ```
  public static func get(
    _ path: [String], query: [URLQueryItem] = [], resource: String, item: Item? = nil
  ) -> Self {
    Self(
      pathComponents: path, queryItems: query, resource: resource, item: item,
      payload: decodedPayload)
  }
}

extension Endpoint {
  /// `GET` of `path` with `query`, answered with a JSON array of `Element`, or with an object
  /// that holds the array as its member `member`, such as the `response` of
  /// `{"response": [...]}`, or deeper, by a dotted path (`_embedded.books`); read record by
  /// record, the records that do not decode left out and reported (see ``ListPayload``).
  ///
  /// ```swift
  /// struct Producer: Decodable, Sendable {
  ///   var id: Int
  ///   var name: String
  /// }
  ///
  /// let page = Endpoint<ListPayload<Producer>>.list(
  ///   ["2", "producers"], query: [URLQueryItem(name: "page", value: "1")],
  ///   resource: "producers", member: "response")
  /// ```
  public static func list<Element: Decodable>(
    _ path: [String], query: [URLQueryItem] = [], resource: String, member: String? = nil,
    item: Item? = nil
  ) -> Self where Response == ListPayload<Element> {
    Self(
      pathComponents: path, queryItems: query, resource: resource, item: item,
      payload: { data, decoder in
        guard let member else {
          return try ListPayload(decoding: data, with: decoder, resource: resource)
        }
        return try ListPayload(decoding: data, with: decoder, resource: resource, member: member)
      })
  }
}

import JSONCoding

extension ResourceDescription where Draft == JSONObject {
  /// This description as a server of JSON:API takes it, once the server is found to speak it
  /// (`HTTPSession.speaksJSONAPI` in `HTTPClientLive`): when it writes a JSON object
  /// (``recordBodyFormat``), which its settings may have named, its writes send JSON:API
  /// documents of its ``plural`` as their type, every request asks for JSON:API's media type,
  /// and a refusal is read as ``RejectionFormat/jsonAPI`` (a `409` as a `400`); else itself (a
  /// form, a body of its own, JSON:API already). Its records are read as before: a JSON record
  /// is found in a JSON:API document (`RecordList`).
  ///
  /// ```swift
  /// let books = ResourceDescription<JSONObject, JSONObject>(path: ["book"], singular: "book")
  ///   .speakingJSONAPI()
  /// let create = try books.createEndpoint(["title": "Dune"])
  /// // create.contentType == "application/vnd.api+json"
  /// ```
  public func speakingJSONAPI() -> Self {
    guard recordBodyFormat == .json else { return self }
    var description = self
    description.writeJSONAPIDocuments()
    return description
  }

  /// Sends JSON:API documents of ``plural`` as their type, asks for JSON:API in `Accept`, and
  /// reads refusals as JSON:API's.
  mutating func writeJSONAPIDocuments() {
    let type = plural
    body = { .jsonAPI(type: type, id: nil, attributes: $0) }
    identifiedBody = { .jsonAPI(type: type, id: $1, attributes: $0) }
    rejection = .jsonAPI
    readHeaders["Accept"] = RequestBody.jsonAPIContentType
    writeHeaders["Accept"] = RequestBody.jsonAPIContentType
    recordBodyFormat = .jsonAPI
  }
}

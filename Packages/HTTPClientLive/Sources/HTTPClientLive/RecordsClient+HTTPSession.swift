import HTTPClient

extension RecordsClient {
  /// The client that sends through `session`, with its cache, retries and credentials; each
  /// answer carries its head and the version its `ETag` names (`RecordAnswer.version`), which
  /// `versionedRecord(_:of:)` reads.
  ///
  /// ```swift
  /// guard let api = URL(string: "http://127.0.0.1:3000") else { return }
  /// let customers = RecordsClient(session: HTTPSession(baseURL: api, userAgent: "shop/1.0"))
  /// ```
  public init(session: HTTPSession) {
    self.init(
      send: { endpoint in
        let (payload, head) = try await session.response(endpoint)
        var answer = payload
        answer.version = head?.entityTag
        answer.head = head
        return answer
      },
      sendWithoutAnswer: { try await session.send($0) })
  }
}

/// What the server saw of a request, with the status it answered, for tests to check what the
/// client sent.
public struct LibraryRequest: Sendable, Hashable {
  /// The method, such as `GET`.
  public var method: String
  /// The path and the query as sent, such as `/api/books?page=0&size=2`.
  public var target: String
  /// The `X-API-Key` field, if any.
  public var apiKey: String?
  /// The `If-Match` field, if any.
  public var ifMatch: String?
  /// The `Content-Type` field, if any.
  public var contentType: String?
  /// The status answered.
  public var status: Int

  /// Creates a record of a request, for comparing with ``LibraryServer/requests``.
  public init(
    method: String, target: String, apiKey: String? = nil, ifMatch: String? = nil,
    contentType: String? = nil, status: Int
  ) {
    self.method = method
    self.target = target
    self.apiKey = apiKey
    self.ifMatch = ifMatch
    self.contentType = contentType
    self.status = status
  }
}

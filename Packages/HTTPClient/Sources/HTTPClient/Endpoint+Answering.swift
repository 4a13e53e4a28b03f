import Foundation

extension Endpoint {
  /// The same request, its answer read by `payload`: what it sends, its statuses, item,
  /// rejection and link kept; a reading of the head or of a bodiless answer, which belongs to
  /// the other answer's type, left out.
  func answering<Other>(
    with payload: @escaping @Sendable (Data, JSONDecoder) throws -> Other
  ) -> Endpoint<Other> {
    var other = Endpoint<Other>(
      method: method, pathComponents: pathComponents, queryItems: queryItems, body: body,
      resource: resource, item: item.map { .init(resource: $0.resource, id: $0.id) },
      successStatuses: successStatuses, createsItem: createsItem, rejection: rejection,
      payload: payload)
    other.headers = headers
    other.contentType = contentType
    other.multipartBody = multipartBody
    other.uploadProgress = uploadProgress
    other.credentials = credentials
    other.idempotencyKey = idempotencyKey
    other.fetchesCreatedRecord = fetchesCreatedRecord
    other.link = link
    return other
  }
}

import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension Endpoint {
  /// Validates the server's answer to the endpoint and decodes its payload.
  ///
  /// A status the endpoint accepts (see ``successStatuses``) is read with ``payload`` and
  /// `decoder`; a 404 becomes ``NetworkError/notFound(resource:id:)`` for the endpoint's ``item``
  /// (``NetworkError/unexpectedStatus(code:bodyExcerpt:)`` for a collection); a 422 whose body
  /// is `{"errors": {field: [message]}}` becomes ``NetworkError/rejected(resource:fieldErrors:)``;
  /// any other status becomes ``NetworkError/unexpectedStatus(code:bodyExcerpt:)`` with a
  /// printable excerpt of the body, or the message of an `{"error": "…"}` body. A response that
  /// is not HTTP has no status and is decoded as is.
  func decode(
    _ data: Data, from response: URLResponse, using decoder: JSONDecoder
  ) throws(NetworkError) -> Response {
    if let status = (response as? HTTPURLResponse)?.statusCode, !accepts(status) {
      if status == 404, let item {
        throw .notFound(resource: item.resource, id: item.id)
      }
      if status == 422, let fieldErrors = FieldErrors(rejection: data) {
        throw .rejected(resource: resource, fieldErrors: fieldErrors)
      }
      throw .unexpectedStatus(code: status, bodyExcerpt: String(excerptOfErrorBody: data))
    }
    do {
      return try payload(data, decoder)
    } catch {
      throw NetworkError(decoding: error, of: data, resource: resource)
    }
  }
}

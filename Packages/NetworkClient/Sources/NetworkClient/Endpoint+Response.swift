import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension Endpoint {
  /// Validates the server's answer to the endpoint and decodes its payload.
  ///
  /// A 2xx status is decoded with `decoder`; a 404 becomes ``NetworkError/notFound(resource:id:)``
  /// for the endpoint's ``item`` (``NetworkError/unexpectedStatus(code:bodyExcerpt:)`` for a
  /// collection); any other status becomes ``NetworkError/unexpectedStatus(code:bodyExcerpt:)``
  /// with a printable excerpt of the body. A response that is not HTTP has no status and is
  /// decoded as is.
  func decode(
    _ data: Data, from response: URLResponse, using decoder: JSONDecoder
  ) throws(NetworkError) -> Response {
    if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
      if status == 404, let item {
        throw .notFound(resource: item.resource, id: item.id)
      }
      throw .unexpectedStatus(code: status, bodyExcerpt: String(excerptOf: data))
    }
    do {
      return try decoder.decode(Response.self, from: data)
    } catch {
      throw NetworkError(decoding: error, of: data, resource: resource)
    }
  }
}

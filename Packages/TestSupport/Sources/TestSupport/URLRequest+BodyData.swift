import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLRequest {
  /// The body the request carries, from `httpBody` or, when a URL protocol sees it as a stream
  /// (as FoundationNetworking may hand it over), read from `httpBodyStream`; `nil` for none.
  public var bodyData: Data? {
    if let httpBody {
      return httpBody
    }
    guard let stream = httpBodyStream else { return nil }
    stream.open()
    defer { stream.close() }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while stream.hasBytesAvailable {
      let count = stream.read(&buffer, maxLength: buffer.count)
      guard count > 0 else { break }
      data.append(buffer, count: count)
    }
    return data
  }

  /// The body parsed as a JSON object, for comparing with a dictionary literal; `nil` for none.
  public func jsonBody() throws -> NSDictionary? {
    guard let data = bodyData else { return nil }
    return try JSONSerialization.jsonObject(with: data) as? NSDictionary
  }
}

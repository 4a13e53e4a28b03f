import Foundation
import NetworkClient

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One JSON request and its answer on `URLSession`, with every failure as a `NetworkError`.
struct JSONExchange: Sendable {
  let baseURL: URL
  let session: URLSession
  let timeout: Duration
  let sizeLimit: Int

  /// Sends `method` to `path` with `body`, JSON already, and decodes a `Response` from an answer
  /// whose status is one of `expecting`; a `422` with Rails' errors is a rejected `resource`.
  func send<Response: Decodable>(
    _ method: String, _ path: String, body: Data? = nil, expecting: Set<Int>,
    resource: String, as: Response.Type
  ) async throws -> Response {
    var request = URLRequest(url: baseURL.appendingPathComponent(path))
    request.httpMethod = method
    request.timeoutInterval = Double(timeout.components.seconds)
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    if let body {
      request.httpBody = body
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
    let line = "\(method) \(request.url?.absoluteString ?? path)"
    let host = baseURL.host ?? baseURL.absoluteString
    let (data, response): (Data, URLResponse)
    do {
      (data, response) = try await session.data(for: request)
    } catch let error as URLError {
      switch error.code {
      case .cancelled: throw NetworkError.cancelled
      case .timedOut: throw NetworkError.timedOut(host: host, limit: timeout)
      default: throw NetworkError.unreachable(host: host, reason: error.localizedDescription)
      }
    } catch is CancellationError {
      throw NetworkError.cancelled
    }
    guard let http = response as? HTTPURLResponse else {
      throw NetworkError.malformedResponse(host: host, reason: "not an HTTP answer")
    }
    guard data.count <= sizeLimit else { throw NetworkError.tooLarge(host: host, limit: sizeLimit) }
    if http.statusCode == 422,
      let errors = try? JSONDecoder().decode([String: [String]].self, from: data)
    {
      throw NetworkError.rejected(resource: resource, fieldErrors: FieldErrors(errors))
    }
    guard expecting.contains(http.statusCode) else {
      let excerpt = String(decoding: data.prefix(200), as: UTF8.self)
        .split(whereSeparator: \.isNewline).joined(separator: " ")
      throw NetworkError.unexpectedStatus(
        code: http.statusCode, bodyExcerpt: excerpt, request: line)
    }
    do {
      return try JSONDecoder().decode(Response.self, from: data)
    } catch let error as DecodingError {
      throw NetworkError.undecodable(
        resource: resource, codingPath: error.codingPathText, reason: error.reasonText)
    }
  }
}

extension DecodingError {
  /// Where the error is, such as `[3].email`.
  var codingPathText: String {
    let path: [any CodingKey]
    switch self {
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .keyNotFound(_, let context), .dataCorrupted(let context):
      path = context.codingPath
    @unknown default:
      path = []
    }
    return path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
      .joined().trimmingPrefix(".").description
  }

  /// What is wrong, in one line.
  var reasonText: String {
    switch self {
    case .keyNotFound(let key, _):
      return "missing \(key.stringValue)"
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .dataCorrupted(let context):
      return context.debugDescription.split(whereSeparator: \.isNewline).joined(separator: " ")
    @unknown default:
      return "unreadable"
    }
  }
}

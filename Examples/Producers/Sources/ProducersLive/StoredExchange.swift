import Foundation
import NetworkClient

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A JSON read on `URLSession` that keeps its answers in an ``AnswerStorage`` and falls back on
/// them when the server cannot be reached; every failure is a `NetworkError`.
struct StoredExchange: Sendable {
  let baseURL: URL
  let storage: AnswerStorage?
  let session: URLSession
  let timeout: Duration
  let sizeLimit: Int

  /// Reads `path` with `query` and decodes a `Content`; a `404` is `resource` `id` not found.
  func get<Content: Decodable>(
    _ path: String, query: [URLQueryItem] = [], resource: String, id: String? = nil,
    as: Content.Type
  ) async throws -> Content {
    var components = URLComponents(
      url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)
    if !query.isEmpty {
      components?.queryItems = query
    }
    guard let url = components?.url else {
      throw NetworkError.malformedResponse(host: baseURL.absoluteString, reason: "bad URL")
    }
    let stored = { () -> Content? in
      (storage?.answer(for: url)).flatMap { try? JSONDecoder().decode(Content.self, from: $0) }
    }
    switch NetworkClient.readFreshness {
    case .storedOnly:
      guard let content = stored() else {
        throw NetworkError.notStored(request: "GET \(url.absoluteString)")
      }
      return content
    case .storedIfAvailable:
      if let content = stored() { return content }
    case .standard, .revalidated:
      break
    }
    let data: Data
    do {
      data = try await fetch(url, resource: resource, id: id)
    } catch let error as NetworkError {
      switch error {
      case .unreachable, .timedOut:
        guard let content = stored() else { throw error }
        return content
      default:
        throw error
      }
    }
    let content = try decode(Content.self, from: data, resource: resource)
    storage?.store(data, for: url)
    return content
  }

  private func fetch(_ url: URL, resource: String, id: String?) async throws -> Data {
    var request = URLRequest(url: url)
    request.timeoutInterval = Double(timeout.components.seconds)
    request.setValue("application/json", forHTTPHeaderField: "Accept")
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
    if http.statusCode == 404, let id {
      throw NetworkError.notFound(resource: resource, id: id)
    }
    guard http.statusCode == 200 else {
      let excerpt = String(decoding: data.prefix(200), as: UTF8.self)
        .split(whereSeparator: \.isNewline).joined(separator: " ")
      throw NetworkError.unexpectedStatus(
        code: http.statusCode, bodyExcerpt: excerpt, request: "GET \(url.absoluteString)")
    }
    return data
  }

  private func decode<Content: Decodable>(
    _ type: Content.Type, from data: Data, resource: String
  ) throws -> Content {
    do {
      return try JSONDecoder().decode(Content.self, from: data)
    } catch let error as DecodingError {
      throw NetworkError.undecodable(
        resource: resource, codingPath: error.codingPathText, reason: error.reasonText)
    }
  }
}

import Foundation
import Models

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension NetworkClient {
  /// A client that sends its requests through `session` to the API at `baseURL`.
  ///
  /// Every request is a `GET` below `baseURL`, whose path is kept as a prefix (`…/api` and
  /// `…/api/` both give `…/api/posts`), with `Accept: application/json` and
  /// `User-Agent: <userAgent>`. A 2xx answer is decoded with `decoder`.
  ///
  /// Every failure is a ``NetworkError``: a 404 for a post or user is
  /// ``NetworkError/notFound(resource:id:)`` (the comments of a missing post report the post),
  /// other statuses are ``NetworkError/unexpectedStatus(code:bodyExcerpt:)``, a payload that does
  /// not decode is ``NetworkError/undecodable(resource:codingPath:reason:)``, and transport
  /// failures are ``NetworkError/unreachable(host:reason:)``, ``NetworkError/timedOut(host:)`` or
  /// ``NetworkError/cancelled``. A call made from a cancelled task throws
  /// ``NetworkError/cancelled`` without sending anything.
  public static func live(
    session: URLSession, decoder: JSONDecoder, baseURL: URL, userAgent: String
  ) -> NetworkClient {
    @Sendable func fetch<Response>(_ endpoint: Endpoint<Response>) async throws -> Response {
      try await send(
        endpoint, through: session, to: baseURL, as: userAgent, decodingWith: decoder)
    }
    return NetworkClient(
      posts: { try await fetch(.posts) },
      post: { id in try await fetch(.post(id)) },
      users: { try await fetch(.users) },
      user: { id in try await fetch(.user(id)) },
      comments: { postID in try await fetch(.comments(postID)) }
    )
  }

  /// Sends `endpoint`'s request and returns its decoded payload.
  private static func send<Response>(
    _ endpoint: Endpoint<Response>,
    through session: URLSession,
    to baseURL: URL,
    as userAgent: String,
    decodingWith decoder: JSONDecoder
  ) async throws(NetworkError) -> Response {
    let request = endpoint.urlRequest(relativeTo: baseURL, userAgent: userAgent)
    let host = authority(of: request.url ?? baseURL)
    guard !Task.isCancelled else { throw .cancelled }
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await session.cancellableData(for: request)
    } catch {
      throw NetworkError(error, host: host)
    }
    return try endpoint.decode(data, from: response, using: decoder)
  }
}

/// The host of `url` with its port when it names one, such as `127.0.0.1:8080`, as error
/// messages show it; the whole URL when it has no host.
private func authority(of url: URL) -> String {
  guard let host = url.host(percentEncoded: false), !host.isEmpty else {
    return url.absoluteString
  }
  let name = host.contains(":") ? "[\(host)]" : host
  return url.port.map { "\(name):\($0)" } ?? name
}

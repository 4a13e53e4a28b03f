import HTTPClient
import HTTPClientLive
import Producers

extension ProducersClient {
  /// A client of the catalogue that `session` sends to, under its transfer policy and through
  /// its cache: with `ResponseCache.disk(directory:sizeLimit:policy:now:)`, every page read is
  /// kept, asked for again on the next read so that it stays up to date, and stands in when
  /// the server cannot be reached. Every failure is a `NetworkError`.
  ///
  /// ```swift
  /// let client = ProducersClient.live(
  ///   HTTPSession(
  ///     baseURL: baseURL, userAgent: "Producers/1.0",
  ///     policy: TransferPolicy(timeout: .seconds(30)),
  ///     cache: .disk(directory: CacheDirectory(root: folder).directory(for: baseURL))))
  /// ```
  public static func live(_ session: HTTPSession) -> ProducersClient {
    ProducersClient(
      page: { number, size in try await session.send(ProducersEndpoints.page(number, size: size)) },
      producer: { id in try await session.send(ProducersEndpoints.producer(id)).response })
  }
}

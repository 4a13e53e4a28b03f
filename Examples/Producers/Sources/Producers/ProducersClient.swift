import HTTPClient

/// What the catalogue's screens ask of the producers API, as closures so that a test can
/// answer them.
///
/// Failures are `NetworkError`s, such as `NetworkError.notFound(resource:id:)` for an unknown
/// producer.
///
/// ```swift
/// let client = ProducersClient(
///   page: { _, _ in Page(items: [producer]) }, producer: { _ in producer })
/// ```
public struct ProducersClient: Sendable {
  /// Page `number` (from 1) of `size` producers, and the records that could not be read:
  /// `GET /2/producers?page=N&per_page_limit=M`; empty past the last page. Its `next` is the
  /// next number, unless it is the last.
  public var page: @Sendable (_ number: Int, _ size: Int) async throws -> Page<Producer>
  /// One producer: `GET /2/producers/{id}`.
  public var producer: @Sendable (Producer.ID) async throws -> Producer

  /// Creates a client from its operations.
  public init(
    page: @escaping @Sendable (_ number: Int, _ size: Int) async throws -> Page<Producer>,
    producer: @escaping @Sendable (Producer.ID) async throws -> Producer
  ) {
    self.page = page
    self.producer = producer
  }
}

import HTTPClient
import Producers

/// The catalogue's client as these tests make it: a page by its number, and a producer.
typealias ProducersClient = ResourceClient<Producer, Never>

extension ResourceClient where Record == Producer, Draft == Never {
  /// A client that answers page `number` of `size` with `page`, and a producer with `producer`.
  init(
    page: @escaping @Sendable (_ number: Int, _ size: Int) async throws -> Page<Producer>,
    producer: @escaping @Sendable (Producer.ID) async throws -> Producer
  ) {
    self = .unimplemented
    self.page = { query in
      try await page(query.pageNumber ?? 1, query.page?.size ?? 20)
    }
    record = { id in try await producer(Producer.ID(Int(id) ?? 0)) }
  }
}

import HTTPClient
import HTTPClientLive
import Producers

/// The catalogue's client as these tests call it.
typealias ProducersClient = ResourceClient<Producer, Never>

extension ResourceClient where Record == Producer, Draft == Never {
  /// The client of the catalogue's description, through `session`.
  static func live(_ session: HTTPSession) -> Self {
    .live(ProducersResources.producers, session: session)
  }

  /// Page `number` of `size` producers.
  func page(_ number: Int, _ size: Int) async throws -> Page<Producer> {
    try await page(RecordQuery(page: PageRequest(continuation: .number(number), size: size)))
  }

  /// The producer `id`.
  func producer(_ id: Producer.ID) async throws -> Producer {
    try await record("\(id)")
  }
}

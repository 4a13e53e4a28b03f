import Foundation
import NetworkClient
import Producers

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension ProducersClient {
  /// A client of the producers catalogue at `baseURL`, on `URLSession`, keeping every answer it
  /// reads in `storage` when given, so that the list is there without the network.
  ///
  /// Each request has `timeout`; an answer over `sizeLimit` bytes is refused; every failure is a
  /// `NetworkError`. With `storage`, each answer read replaces the stored one, and a server that
  /// cannot be reached, or does not answer in time, is answered from what is stored. The task's
  /// `NetworkClient.readFreshness` applies: `.storedOnly` reads only what is stored,
  /// `.storedIfAvailable` asks the server only for what is not.
  public static func live(
    baseURL: URL, storage: URL? = nil, session: URLSession = .shared,
    timeout: Duration = .seconds(30), sizeLimit: Int = 16 << 20
  ) -> ProducersClient {
    let exchange = StoredExchange(
      baseURL: baseURL, storage: storage.map(AnswerStorage.init), session: session,
      timeout: timeout, sizeLimit: sizeLimit)
    return ProducersClient(
      page: { number, size in
        let envelope = try await exchange.get(
          "2/producers",
          query: [
            URLQueryItem(name: "page", value: "\(number)"),
            URLQueryItem(name: "per_page_limit", value: "\(size)"),
          ],
          resource: "producers", as: ProducersResponse<[Producer]>.self)
        return envelope.response
      },
      producer: { id in
        let envelope = try await exchange.get(
          "2/producers/\(id.rawValue)", resource: "producer", id: "\(id.rawValue)",
          as: ProducersResponse<Producer>.self)
        return envelope.response
      })
  }
}

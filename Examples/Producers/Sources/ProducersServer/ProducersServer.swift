import Foundation
import HTTPServer
import Synchronization

/// A server that speaks the producers catalogue's contract over loopback, from producers held
/// in memory: `GET /2/producers?page=N&per_page_limit=M` answers `{"response": [...]}`, pages
/// from 1, an empty array past the last page; `GET /2/producers/{id}` answers
/// `{"response": {...}}`, or `404` with `{"error": "not found"}`. A page or limit that is not a
/// whole number from 1 (the limit at most 100) is a `400`. `GET /2/exports/catalogue.csv`
/// answers the catalogue as a CSV file (`CatalogueCSV`), whole or from a byte on.
///
/// ```swift
/// let server = try ProducersServer(producers: catalogue)
/// print(server.baseURL)
/// await server.shutdown()
/// ```
public final class ProducersServer: Sendable {
  /// The root URL of the API, such as `http://127.0.0.1:52000`.
  public let baseURL: String
  private let server: HTTPServer
  private let catalogue: Catalogue

  /// Starts serving `producers` at `host` and `port` (0 for any free port).
  public init(host: String = "127.0.0.1", port: Int = 0, producers: [CatalogueProducer]) throws {
    let catalogue = Catalogue(producers)
    self.catalogue = catalogue
    server = try HTTPServer(configuration: HTTPServerConfiguration(host: host, port: port)) {
      request in
      guard request.method == "GET" else {
        return .json(encoded(["error": "not found"]), status: 404)
      }
      if request.path == CatalogueCSV.path {
        let answer = CatalogueCSV.answer(
          to: request, csv: CatalogueCSV.csv(of: catalogue.producers))
        return catalogue.nextExportCut().map { CatalogueCSV.breakingOff(answer, after: $0) }
          ?? answer
      }
      return Self.answer(
        path: String(request.path), query: request.query.map(String.init),
        producers: catalogue.producers)
    }
    baseURL = server.address.url
  }

  /// Replaces the producers served from now on.
  public func replaceProducers(with producers: [CatalogueProducer]) {
    catalogue.producers = producers
  }

  /// Breaks off the next answers to the export, in order, each after so many bytes of its body
  /// (`[100]`: the next after 100 bytes, those after it whole), as a server that fails partway
  /// through and comes back does.
  public func breakOffExports(after byteCounts: [Int]) {
    catalogue.exportCuts = byteCounts
  }

  /// Stops serving, once the requests in flight are answered.
  public func shutdown() async {
    await server.shutdown()
  }

  private static func answer(path: String, query: String?, producers: [CatalogueProducer])
    -> HTTPResponse
  {
    let prefix = "/2/producers"
    if path == prefix {
      let items = URLComponents(string: "?" + (query ?? ""))?.queryItems ?? []
      let value = { (name: String, fallback: Int) -> Int? in
        guard let text = items.last(where: { $0.name == name })?.value else { return fallback }
        return Int(text)
      }
      guard let page = value("page", 1), page >= 1,
        let limit = value("per_page_limit", 10), (1...100).contains(limit)
      else {
        return .json(
          encoded(
            ["error": "page and per_page_limit are whole numbers from 1, the limit at most 100"]),
          status: 400)
      }
      let (start, overflow) = (page - 1).multipliedReportingOverflow(by: limit)
      let slice =
        overflow || start >= producers.count
        ? [] : producers[start..<min(producers.count, start + limit)]
      return .json(encoded(["response": slice.map(\.json)]), status: 200)
    }
    if path.hasPrefix(prefix + "/"), let id = Int(path.dropFirst(prefix.count + 1)),
      let producer = producers.first(where: { $0.id == id })
    {
      return .json(encoded(["response": producer.json]), status: 200)
    }
    return .json(encoded(["error": "not found"]), status: 404)
  }
}

/// `value` as JSON, its keys sorted so that the same catalogue is always the same bytes; empty
/// for a value JSON cannot hold, which the server never builds.
private func encoded(_ value: Any) -> Data {
  (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])) ?? Data()
}

/// The producers served, and where the next exports break off, under locks since requests
/// arrive concurrently.
private final class Catalogue: Sendable {
  private let lockedProducers: Mutex<[CatalogueProducer]>
  private let lockedExportCuts = Mutex<[Int]>([])

  init(_ producers: [CatalogueProducer]) {
    lockedProducers = Mutex(producers)
  }

  var producers: [CatalogueProducer] {
    get { lockedProducers.withLock { $0 } }
    set { lockedProducers.withLock { $0 = newValue } }
  }

  /// How many bytes of their bodies the next exports send, in order.
  var exportCuts: [Int] {
    get { lockedExportCuts.withLock { $0 } }
    set { lockedExportCuts.withLock { $0 = newValue } }
  }

  /// Where the next export breaks off, taken from ``exportCuts``; `nil` to send it whole.
  func nextExportCut() -> Int? {
    lockedExportCuts.withLock { $0.isEmpty ? nil : $0.removeFirst() }
  }
}

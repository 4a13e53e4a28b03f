import Foundation
import HTTPClient
import Producers
import Synchronization

/// Producers and clients for the features' tests.
enum Fixtures {
  /// `count` producers numbered from 1, named `Producer N`.
  static func producers(_ count: Int) -> [Producer] {
    (0..<count).map { index in
      Producer(
        id: Producer.ID(index + 1), name: "Producer \(index + 1)",
        shortDescription: "Short \(index + 1).")
    }
  }

  /// A client that pages `catalogue` and records the pages asked for in `log`.
  static func client(_ catalogue: [Producer], log: PageLog = PageLog()) -> ProducersClient {
    ProducersClient(
      page: { number, size in
        log.append(number)
        let start = (number - 1) * size
        guard start < catalogue.count else { return Page(items: []) }
        return Page(items: Array(catalogue[start..<min(catalogue.count, start + size)]))
      },
      producer: { id in
        guard let producer = catalogue.first(where: { $0.id == id }) else {
          throw ProducerMissing()
        }
        return producer
      })
  }
}

struct ProducerMissing: Error {}

/// The page numbers a test client was asked for, in order.
final class PageLog: Sendable {
  private let pages = Mutex<[Int]>([])

  func append(_ page: Int) {
    pages.withLock { $0.append(page) }
  }

  var all: [Int] {
    pages.withLock { $0 }
  }
}

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

  /// A client that pages `catalogue` as the server does, each page naming the next unless it
  /// is the last, and records the pages asked for in `log`.
  static func client(_ catalogue: [Producer], log: PageLog = PageLog()) -> ProducersClient {
    ProducersClient(
      page: { number, size in
        log.append(number)
        return page(number, of: size, in: catalogue)
      },
      producer: { id in
        guard let producer = catalogue.first(where: { $0.id == id }) else {
          throw ProducerMissing()
        }
        return producer
      })
  }

  /// Page `number` of `size` producers of `catalogue`, as the live client reads it: the next
  /// page's number unless it is shorter than `size`.
  static func page(_ number: Int, of size: Int, in catalogue: [Producer]) -> Page<Producer> {
    let start = min((number - 1) * size, catalogue.count)
    let items = Array(catalogue[start..<min(catalogue.count, start + size)])
    return Page(
      items: items, number: number, size: size,
      next: items.count == size ? .number(number + 1) : nil)
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

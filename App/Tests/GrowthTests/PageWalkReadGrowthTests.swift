import Foundation
import HTTPClient
import TestSupport
import Testing

extension Growth {
  /// Every page of a list read by `PageWalk.read(from:fetch:)`, as `ResourceClient.allRecords`
  /// and a form's link choices read them: each page decoded, its link followed and taken by the
  /// walk (its start compared with the page before's, its continuation kept to know a page asked
  /// for again) costs what the page holds, not what came before it.
  @Suite struct PageWalkRead {
    typealias Pages = Growth.LinkedPagesFeed

    @Test func readingEveryPageTakesTimeInProportionToThePages() async throws {
      let inputs = Inputs { Pages.bodies($0) }
      let decoder = JSONDecoder()
      let measurement = try await GrowthCheck(
        name: "every page of a list read by the page walk", bound: 32, size: 8,
        prepare: { _ = inputs($0) }
      ) { count in
        let bodies = inputs(count)
        let read = try await PageWalk<Pages.Review>.read(from: PageRequest(size: Pages.pageSize)) {
          request in
          let endpoint = Endpoint<Page<Pages.Review>>.page(
            ["api", "reviews"], resource: "reviews", member: "_embedded.reviews",
            paging: Pages.paging, request: request)
          return try endpoint.decode(
            bodies[Pages.index(of: endpoint)], from: Pages.head, using: decoder)
        }
        try #require(
          read.items.count == count * Pages.pageSize && read.end == .lastPage,
          "\(count) pages: \(read.items.count) records, \(read.end)")
      }.check()

      check(measurement.passes, "\(measurement)")
    }
  }
}

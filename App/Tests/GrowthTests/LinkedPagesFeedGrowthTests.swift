import Features
import Foundation
import HTTPClient
import JSONCoding
import TestSupport
import Testing

extension Growth {
  /// A feed over pages that link the next one in their bodies, as HAL does
  /// (`_links.next.href`): each page's list read from its nested member, its link read and
  /// followed, and the page appended, cost what the page holds, not what came before it.
  @Suite struct LinkedPagesFeed {
    struct Review: Decodable, Sendable, Hashable {
      var id: Int
      var title: String
      var rating: Int
    }

    static let pageSize = 20
    static let paging = Paging.nextURL(at: "_links.next.href", size: "size")
    static let head = HTTPResponseHead(
      status: 200, url: URL(string: "http://127.0.0.1:8080/api/reviews?size=20"))
    static let feature = FeedFeature<Review> { _ in throw CancellationError() }

    /// `count` pages of HAL, each linking the next but the last.
    static func bodies(_ count: Int) -> [Data] {
      (0..<max(count, 1)).map { page in
        let records = (0..<pageSize).map { place in
          let id = page * pageSize + place + 1
          return
            #"{"id": \#(id), "title": "Review \#(id * 7919 % 100_003)", "rating": \#(id % 5 + 1)}"#
        }
        let next =
          page + 1 < count
          ? #", "next": {"href": "http://127.0.0.1:8080/api/reviews?page=\#(page + 1)&size=20"}"#
          : ""
        return Data(
          (#"{"_embedded": {"reviews": [\#(records.joined(separator: ","))]}, "#
            + #""_links": {"self": {"href": "http://127.0.0.1:8080/api/reviews"}\#(next)}}"#).utf8)
      }
    }

    /// The page a followed link asks for: its `page` parameter, 0 for the first.
    static func index<Response>(of endpoint: Endpoint<Response>) -> Int {
      guard let link = endpoint.link else { return 0 }
      let query = URLComponents(url: link, resolvingAgainstBaseURL: false)?.queryItems ?? []
      return query.first { $0.name == "page" }?.value.flatMap { Int($0) } ?? 0
    }

    @Test func aFeedOverLinkedPagesTakesTimeInProportionToThePages() async throws {
      let inputs = Inputs { Self.bodies($0) }
      let decoder = JSONDecoder()
      let measurement = try await GrowthCheck(
        name: "a feed over pages linked in their bodies, read and appended", bound: 32, size: 8,
        prepare: { _ = inputs($0) }
      ) { count in
        let bodies = inputs(count)
        var state = FeedFeature<Review>.State(pageSize: Self.pageSize)
        for number in 1...count {
          let request = try #require(state.nextRequest)
          let endpoint = Endpoint<Page<Review>>.page(
            ["api", "reviews"], resource: "reviews", member: "_embedded.reviews",
            paging: Self.paging, request: request)
          let page = try endpoint.decode(
            bodies[Self.index(of: endpoint)], from: Self.head, using: decoder)
          _ = Self.feature.reduce(into: &state, action: .loadNextPage)
          _ = Self.feature.reduce(into: &state, action: .pageResponse(page: number, .success(page)))
        }
        try #require(state.items.count == count * Self.pageSize && !state.hasMore)
      }.check()

      check(measurement.passes, "\(measurement)")
    }

    /// The browser's reading of any API's list: JSON records, the list found in the answer and
    /// each page followed as its answer says (`Paging.followingTheAnswer()`), which reads each
    /// body once more to learn how it pages.
    @Test func aFeedOfAnyRecordsFollowingEachAnswerTakesTimeInProportionToThePages() async throws {
      let inputs = Inputs { Self.bodies($0) }
      let reviews = ResourceDescription<JSONObject, JSONObject>(
        path: ["api", "reviews"], singular: "review",
        paging: Paging.jsonServer.followingTheAnswer())
      let feature = FeedFeature<JSONObject> { _ in throw CancellationError() }
      let decoder = JSONDecoder()
      let measurement = try await GrowthCheck(
        name: "a feed of any records, each page followed as its answer says", bound: 32, size: 8,
        prepare: { _ = inputs($0) }
      ) { count in
        let bodies = inputs(count)
        var state = FeedFeature<JSONObject>.State(pageSize: Self.pageSize)
        for number in 1...count {
          let request = try #require(state.nextRequest)
          let endpoint = reviews.listEndpoint(RecordQuery(page: request))
          let page = try endpoint.decode(
            bodies[Self.index(of: endpoint)], from: Self.head, using: decoder)
          _ = feature.reduce(into: &state, action: .loadNextPage)
          _ = feature.reduce(into: &state, action: .pageResponse(page: number, .success(page)))
        }
        try #require(state.items.count == count * Self.pageSize && !state.hasMore)
      }.check()

      check(measurement.passes, "\(measurement)")
    }
  }
}

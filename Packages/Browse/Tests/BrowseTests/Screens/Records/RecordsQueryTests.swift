import Features
import Foundation
import JSONCoding
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// A list's query's own parameters: sent with every page, before the list's search and sort,
/// and a sort the list is asked for taking the place of theirs.
@Suite(.timeLimit(.minutes(1))) struct RecordsQueryTests {
  private static let users = BrowsedResource(name: "users")

  /// A server of 120 users that says so, recording the query of each read.
  private static func server(_ queries: LockedValue<[[URLQueryItem]]>) -> RecordCollections {
    RecordCollections.answering { endpoint in
      queries.withLock { $0.append(endpoint.queryItems) }
      let records = (1...50).map { JSONValue.object(["id": .number(JSONNumber($0))]) }
      return (
        JSONValue.array(records).serialized(),
        HTTPResponseHead(status: 200, headers: ["X-Total-Count": "120"])
      )
    }
  }

  @Test func theFiltersGoWithEveryPageAndASortTakesThePlaceOfTheirs() async {
    let queries = LockedValue<[[URLQueryItem]]>([])
    let query = RecordsQuery(
      resource: Self.users, path: ["users"],
      filters: [
        URLQueryItem(name: "id_ne", value: "3"), URLQueryItem(name: "_sort", value: "id"),
        URLQueryItem(name: "_order", value: "desc"),
      ], title: "users but Ada")
    let store = Store(
      initialState: RecordsScreen.State(query: query, idField: "id", size: Fixtures.size),
      reducer: RecordsScreen(collections: Self.server(queries), isOffline: false))
    await store.send(.appear)
    let first = Dictionary(
      (queries.current.first ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
    checkEqual(first["id_ne"], "3")
    check(first["_sort"] == "id" && first["_order"] == "desc")

    await store.send(.key(.character("S")))
    await store.send(.key(.character("i")))
    let sorted = queries.current.last ?? []
    checkEqual(sorted.filter { $0.name == "_sort" }.map(\.value), ["id"], "once: \(sorted)")
    checkEqual(sorted.filter { $0.name == "_order" }.map(\.value), ["asc"], "the list's: \(sorted)")
    check(sorted.contains(URLQueryItem(name: "id_ne", value: "3")), "the filter stays")
  }

  @Test func aTabsListSendsTheQueryOfItsResourcesPathFirst() async throws {
    let queries = LockedValue<[[URLQueryItem]]>([])
    let trips = try #require(
      ResourceDiscovery.resource(parsing: "trips:bikes/trips.json?_shape=objects"))
    let store = Store(
      initialState: RecordsScreen.State(
        query: RecordsQuery(tab: trips), idField: "id", size: Fixtures.size),
      reducer: RecordsScreen(collections: Self.server(queries), isOffline: false))

    await store.send(.appear)

    checkEqual(queries.current.first?.first, URLQueryItem(name: "_shape", value: "objects"))
  }
}

import Features
import Foundation
import JSONCoding
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import BrowseKit

/// What `:RESOURCE TEXT` finds among a resource's records: its id, else a name or title that is
/// the text, else one it starts; and what it waits for while pages remain.
@Suite(.timeLimit(.minutes(1))) struct RecordsListNameJumpTests {
  private static let resource = BrowsedResource(name: "authors")

  private static func author(_ id: String, _ name: String?) -> JSONObject {
    var record: JSONObject = ["id": .string(id), "born": .number(JSONNumber(1813))]
    if let name { record["name"] = .string(name) }
    return record
  }

  private static let authors = [
    author("kierkegaard-s", "Søren Kierkegaard"),
    author("a2", "Sor Juana"),
    author("zola", "Émile Zola"),
    author("a3", "Émile"),
    author("a4", nil),
    author("Søren", "Someone else"),
  ]

  /// The list's state once it read its first page from `client`.
  private static func list(_ client: RecordCollections) async -> RecordsScreen.State {
    let store = Store(
      initialState: RecordsScreen.State(
        query: RecordsQuery(tab: resource), idField: "id",
        size: TerminalSize(columns: 80, rows: 24)),
      reducer: RecordsScreen(collections: client, isOffline: false))
    await store.send(.appear)
    return await store.state
  }

  private static func list(_ records: [JSONObject]) async -> RecordsScreen.State {
    await list(RecordsListTests.Records(records).client)
  }

  @Test func anIdComesFirstThenANameThatIsTheTextThenOneItStarts() async {
    let list = await Self.list(Self.authors)
    check(!list.isPaged)
    checkEqual(RecordsList.find("Søren", in: list), .found("Søren"), "an id before any name")
    checkEqual(RecordsList.find("EMILE", in: list), .found("a3"), "a name that is the text")
    checkEqual(RecordsList.find("emile z", in: list), .found("zola"))
    checkEqual(RecordsList.find("sø", in: list), .found("kierkegaard-s"), "the first it starts")
    checkEqual(RecordsList.find("Sor J", in: list), .found("a2"))
    checkEqual(RecordsList.find("Kierkegaard", in: list), NameJump.Outcome.none, "not a prefix")
    checkEqual(RecordsList.find("a4", in: list), .found("a4"), "a record without a name, by id")
    check(!RecordsList.jumpNeedsRemainingPages(list))
  }

  @Test func whilePagesRemainOnlyAnIdLoadedIsFoundAndTheRestWaitsForThem() async {
    let many = Self.authors + (6...120).map { Self.author("a\($0)", "Author \($0)") }
    let list = await Self.list(many)
    check(list.isPaged)
    checkEqual(RecordsList.find("a2", in: list), .found("a2"))
    checkEqual(RecordsList.find("Sor Juana", in: list), .waiting, "a later page may hold its id")
    check(RecordsList.jumpNeedsRemainingPages(list))
  }

  @Test func aListNotReadYetWaitsAndOneThatFailedSaysWhy() async {
    let unread = RecordsScreen.State(
      query: RecordsQuery(tab: Self.resource), idField: "id",
      size: TerminalSize(columns: 80, rows: 24))
    checkEqual(RecordsList.find("Søren", in: unread), .waiting)
    check(!RecordsList.jumpNeedsRemainingPages(unread))

    let failing = RecordCollections.answering { _ in
      throw NetworkError.unexpectedStatus(code: 503, bodyExcerpt: "")
    }
    let failed = await Self.list(failing)
    guard case .failed(let message) = RecordsList.find("Søren", in: failed) else {
      Issue.record("the failure was not said")
      return
    }
    check(message.contains("503"))
    check(!RecordsList.jumpNeedsRemainingPages(failed))
  }

  @Test func theNamesCompletedAreTheRecordsTitles() async {
    checkEqual(
      RecordsList.names(await Self.list(Self.authors)),
      ["Søren Kierkegaard", "Sor Juana", "Émile Zola", "Émile", "Someone else"])
  }
}

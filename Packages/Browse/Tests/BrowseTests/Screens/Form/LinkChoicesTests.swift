import Features
import Foundation
import JSONCoding
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// How a link field's picker reads its records: every page, and the name of one record.
@Suite(.timeLimit(.minutes(1))) struct LinkChoicesTests {
  /// A server of `count` authors, `_limit` a page, counting the pages asked for; one that
  /// ignores the page asked for sends the first page again.
  static func authors(_ count: Int, ignoringPages: Bool = false, asked: LockedValue<[Int]>)
    -> RecordCollections
  {
    RecordCollections.answering { endpoint in
      let items = endpoint.queryItems
      let number = items.first { $0.name == "_page" }?.value.flatMap(Int.init) ?? 1
      let size = items.first { $0.name == "_limit" }?.value.flatMap(Int.init) ?? count
      asked.withLock { $0.append(number) }
      let first = ignoringPages ? 0 : (number - 1) * size
      let ids = first..<min(count, first + size)
      let records = ids.map { #"{"id": "a\#($0)", "name": "Author \#($0)"}"# }
      return (Data("[\(records.joined(separator: ","))]".utf8), nil)
    }
  }

  @Test func everyPageIsReadUntilTheLast() async throws {
    let asked = LockedValue<[Int]>([])
    let count = LinkChoices.pageSize * 2 + 3
    let links = LinkChoices(collections: Self.authors(count, asked: asked), idField: "id")
    let choices = try await links.all(of: BrowsedResource(name: "authors"))
    checkEqual(choices.count, count)
    checkEqual(choices.last?.id, "a\(count - 1)")
    checkEqual(choices.first?.pickerName, "Author 0")
    checkEqual(asked.current, [1, 2, 3])
  }

  @Test func aServerThatSendsTheSamePageAgainEndsTheReading() async throws {
    let asked = LockedValue<[Int]>([])
    let records = Self.authors(LinkChoices.pageSize * 4, ignoringPages: true, asked: asked)
    let choices = try await LinkChoices(collections: records, idField: "id")
      .all(of: BrowsedResource(name: "authors"))
    checkEqual(choices.count, LinkChoices.pageSize)
    checkEqual(asked.current, [1, 2])
  }

  @Test func aRecordWithoutAnIDIsNoChoiceAndItsShortTextsAreItsDetails() throws {
    checkEqual(LinkChoice(["name": "Nobody"], idField: "id"), nil)
    checkEqual(LinkChoice(["id": "", "name": "Nobody"], idField: "id"), nil)
    let reader = try #require(
      LinkChoice(
        ["id": 4, "name": "Ann", "email": "ann@example.com", "city": "Oslo", "bio": "a\nb"],
        idField: "id"))
    checkEqual(reader.id, "4")
    checkEqual(reader.value, 4)
    checkEqual(reader.pickerName, "Ann")
    checkEqual(reader.pickerDetails, ["ann@example.com", "Oslo"])
  }

  @Test func thePickerShowsARecordsFirstTwoShortTextsAfterItsName() throws {
    let reader = try #require(
      LinkChoice(
        [
          "id": 4, "name": "Ann", "email": "ann@example.com", "city": "Oslo", "country": "Norway",
          "phone": "555-0100",
        ],
        idField: "id"))

    checkEqual(reader.pickerDetails, ["ann@example.com", "Oslo"])
  }

  @Test func theNameOfARecordIsAskedByItsPathAndNoneIsGivenForAFailure() async {
    let server = RecordServer(["authors/de/beauvoir": #"{"id": "de/beauvoir", "name": "Simone"}"#])
    let links = LinkChoices(collections: server.client, idField: "id")
    let authors = BrowsedResource(name: "authors")
    await checkEqual(links.name(of: "de/beauvoir", in: authors), "Simone")
    await checkEqual(links.name(of: "weil", in: authors), nil)
    checkEqual(server.paths, ["authors/de/beauvoir", "authors/weil"])
  }
}

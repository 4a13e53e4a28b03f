import Foundation
import HTTPClient
import Synchronization
import Testing

@Suite("ResourceClient.inMemory")
struct ResourceClientInMemoryTests {
  private struct Note: Decodable, Identifiable, Sendable, Hashable {
    var id: Int
    var title: String
  }

  private static func notes(keepsVersions: Bool = false) -> ResourceDescription<Note, String> {
    ResourceDescription(path: ["notes"], singular: "note", keepsVersions: keepsVersions) {
      RequestBody(data: Data($0.utf8), contentType: "text/plain")
    }
  }

  private static func client(count: Int = 5, keepsVersions: Bool = false) -> ResourceClient<
    Note, String
  > {
    .inMemory(
      notes(keepsVersions: keepsVersions),
      records: (0..<count).map { Note(id: $0 + 1, title: "Note \($0 + 1)") },
      matching: { note, search in note.title.hasSuffix(search.text) },
      creating: { title, number in Note(id: number, title: title) },
      updating: { note, title in Note(id: note.id, title: title) },
      validate: { title in title.isEmpty ? FieldErrors(["title": ["can't be blank"]]) : nil })
  }

  @Test("pages by number to the end, with the total, and by offset when asked by offset")
  func pages() async throws {
    let client = Self.client()
    let first = try await client.page(RecordSearch(), PageRequest(size: 2))
    let last = try await client.page(RecordSearch(), PageRequest(continuation: .number(3), size: 2))
    let offset = try await client.page(
      RecordSearch(), PageRequest(continuation: .offset(1), size: 3))
    let past = try await client.page(RecordSearch(), PageRequest(continuation: .number(9), size: 2))

    #expect(first.items.map(\.id) == [1, 2])
    #expect(first.next == .number(2))
    #expect(first.totalCount == 5 && first.number == 1 && first.size == 2)
    #expect(last.items.map(\.id) == [5])
    #expect(last.next == nil)
    #expect(offset.items.map(\.id) == [2, 3, 4])
    #expect(offset.next == .offset(4))
    #expect(past.items.isEmpty && past.next == nil)
  }

  @Test("a page of a cursor it never gave is refused")
  func unknownCursor() async {
    let error = await #expect(throws: NetworkError.self) {
      try await Self.client().page(
        RecordSearch(), PageRequest(continuation: .cursor("c1"), size: 2))
    }
    guard case .invalidRequest = error else {
      Issue.record("not an invalid request: \(String(describing: error))")
      return
    }
  }

  @Test("a search is answered by the team's closure")
  func search() async throws {
    let page = try await Self.client(count: 12).page(RecordSearch("1"), PageRequest(size: 10))

    #expect(page.items.map(\.id) == [1, 11])
    #expect(page.totalCount == 2)
  }

  @Test("creates are numbered on from the records given, once per idempotency key")
  func creates() async throws {
    let client = Self.client()
    let key = IdempotencyKey("k-1")
    let created = try await client.create("Tides", key)
    let again = try await client.create("Tides", key)
    let other = try await client.create("Harbour", nil)
    let all = try await client.page(RecordSearch(), PageRequest(size: 10))

    #expect(created == Note(id: 6, title: "Tides"))
    #expect(again == created)
    #expect(other.id == 7)
    #expect(all.items.count == 7)
  }

  @Test("a missing record is not found, and a refused draft is rejected under its field")
  func failures() async throws {
    let client = Self.client()
    let read = await #expect(throws: NetworkError.self) { try await client.record("9") }
    let update = await #expect(throws: NetworkError.self) { try await client.update("9", "x") }
    let delete = await #expect(throws: NetworkError.self) { try await client.delete("9") }
    let blank = await #expect(throws: NetworkError.self) { try await client.create("", nil) }

    #expect(read == .notFound(resource: "note", id: "9"))
    #expect(update == .notFound(resource: "note", id: "9"))
    #expect(delete == .notFound(resource: "note", id: "9"))
    #expect(
      blank == .rejected(resource: "note", fieldErrors: FieldErrors(["title": ["can't be blank"]])))
    #expect(try await client.page(RecordSearch(), PageRequest(size: 10)).items.count == 5)
  }

  @Test("updates and deletes change what is read")
  func writes() async throws {
    let client = Self.client()
    let updated = try await client.update("2", "Tides")
    try await client.delete("3")

    #expect(updated == Note(id: 2, title: "Tides"))
    #expect(try await client.record("2") == updated)
    #expect(
      try await client.page(RecordSearch(), PageRequest(size: 10)).items.map(\.id) == [1, 2, 4, 5])
  }

  @Test("a read tells its version, and a write under an older one is a version conflict")
  func versions() async throws {
    let client = Self.client(keepsVersions: true)
    let seen = Mutex<[RecordVersion?]>([])
    let observer = RecordVersionObserver { _, version in seen.withLock { $0.append(version) } }
    _ = try await RecordVersion.$readObserver.withValue(observer) { try await client.record("2") }
    let read = try #require(seen.withLock { $0.first ?? nil })

    _ = try await client.update("2", "Someone else's")
    let stale = await #expect(throws: NetworkError.self) {
      try await RecordVersion.$current.withValue(read) { try await client.update("2", "Mine") }
    }
    let staleDelete = await #expect(throws: NetworkError.self) {
      try await RecordVersion.$current.withValue(read) { try await client.delete("2") }
    }
    let otherRecord = try await RecordVersion.$current.withValue(read) {
      try await client.update("4", "Not the one read")
    }

    #expect(read.tag.description == #""1""#)
    #expect(read.url.absoluteString == "memory:///notes/2")
    guard case .versionConflict(let resource, _) = stale, case .versionConflict = staleDelete else {
      Issue.record(
        "not version conflicts: \(String(describing: stale)), \(String(describing: staleDelete))")
      return
    }
    #expect(resource == "note")
    #expect(otherRecord.title == "Not the one read")
    #expect(try await client.record("2").title == "Someone else's")
  }

  @Test("without versions kept, a read tells none and writes check none")
  func noVersions() async throws {
    let client = Self.client()
    let seen = Mutex(0)
    let observer = RecordVersionObserver { _, _ in seen.withLock { $0 += 1 } }
    _ = try await RecordVersion.$readObserver.withValue(observer) { try await client.record("2") }

    #expect(seen.withLock { $0 } == 0)
  }
}

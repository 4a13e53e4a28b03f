import Foundation
import HTTPClient
import Synchronization
import TestSupport
import Testing

@Suite("ResourceClient.inMemory")
struct ResourceClientInMemoryTests {
  private struct Note: Decodable, Identifiable, Sendable, Hashable {
    var id: Int
    var title: String
  }

  private static func notes(
    keepsVersions: Bool = false, idempotencyKeys: Bool = false, paging: Paging = .jsonServer
  ) -> ResourceDescription<Note, String> {
    ResourceDescription(
      path: ["notes"], singular: "note", paging: paging, keepsVersions: keepsVersions,
      idempotencyKeys: idempotencyKeys
    ) { RequestBody(data: Data($0.utf8), contentType: "text/plain") }
  }

  private static func client(
    count: Int = 5, keepsVersions: Bool = false, idempotencyKeys: Bool = false,
    paging: Paging = .jsonServer
  ) -> ResourceClient<Note, String> {
    .inMemory(
      notes(keepsVersions: keepsVersions, idempotencyKeys: idempotencyKeys, paging: paging),
      records: (0..<count).map { Note(id: $0 + 1, title: "Note \($0 + 1)") },
      matching: { note, query in note.title.hasSuffix(query.text) },
      creating: { title, number in Note(id: number, title: title) },
      updating: { note, title in Note(id: note.id, title: title) },
      validate: { title in title.isEmpty ? FieldErrors(["title": ["can't be blank"]]) : nil })
  }

  @Test("every record a query finds, read page after page")
  func allRecords() async throws {
    let client = Self.client(count: 7)

    let every = try await client.allRecords(pageSize: 3)
    let found = try await client.allRecords(RecordQuery("7"), pageSize: 3)

    checkEqual(every.items.map(\.id), Array(1...7))
    check(every.pages == 3 && every.totalCount == 7 && every.end == .lastPage)
    checkEqual(found.items.map(\.id), [7])
  }

  @Test("numbered pages run to the end with the total the paging reads")
  func pages() async throws {
    let client = Self.client()
    let first = try await client.page(RecordQuery(page: PageRequest(size: 2)))
    let last = try await client.page(
      RecordQuery(page: PageRequest(continuation: .number(3), size: 2)))
    let past = try await client.page(
      RecordQuery(page: PageRequest(continuation: .number(9), size: 2)))
    let least = try await client.page(
      RecordQuery(page: PageRequest(continuation: .number(.min), size: 2)))

    checkEqual(first.items.map(\.id), [1, 2])
    checkEqual(first.next, .number(2))
    check(first.totalCount == 5 && first.number == 1 && first.size == 2)
    checkEqual(last.items.map(\.id), [5])
    checkEqual(last.next, nil)
    check(past.items.isEmpty && past.next == nil)
    checkEqual(least.items.map(\.id), [1, 2])
  }

  @Test(
    "pages continue as the description's paging continues them, with a total only if it reads one",
    arguments: [
      (Paging.offsets(), PageContinuation.offset(3)), (.cursorAfterLast(), .cursor("3")),
      (.cursor("cursor", at: "next"), .cursor("3")),
    ])
  func continuations(paging: Paging, next: PageContinuation) async throws {
    let client = Self.client(paging: paging)
    let first = try await client.page(RecordQuery(page: PageRequest(size: 3)))
    let second = try await client.page(
      RecordQuery(page: PageRequest(continuation: first.next, size: 3)))

    checkEqual(first.next, next)
    checkEqual(second.items.map(\.id), [4, 5])
    checkEqual(second.next, nil)
    checkEqual(first.totalCount, (paging.total == nil ? nil : 5))
  }

  @Test("a query without a page is answered with every record")
  func wholeCollection() async throws {
    let page = try await Self.client().page(RecordQuery())

    checkEqual(page.items.map(\.id), [1, 2, 3, 4, 5])
    check(page.totalCount == 5 && page.number == nil && page.next == nil)
  }

  @Test("pages linked by URL continue from the link the client gave")
  func links() async throws {
    let client = Self.client(paging: .nextURL(at: "next"))
    let first = try await client.page(RecordQuery(page: PageRequest(size: 2)))
    let second = try await client.page(
      RecordQuery(page: PageRequest(continuation: first.next, size: 2)))

    check(first.next?.url != nil)
    checkEqual(second.items.map(\.id), [3, 4])
  }

  @Test("a page of a cursor it never gave is refused")
  func unknownCursor() async {
    let error = await #expect(throws: NetworkError.self) {
      try await Self.client().page(
        RecordQuery(page: PageRequest(continuation: .cursor("c1"), size: 2)))
    }
    guard case .invalidRequest = error else {
      Issue.record("not an invalid request: \(String(describing: error))")
      return
    }
  }

  @Test("a search is answered by the team's closure")
  func search() async throws {
    let page = try await Self.client(count: 12).page(RecordQuery("1", page: PageRequest(size: 10)))

    checkEqual(page.items.map(\.id), [1, 11])
    checkEqual(page.totalCount, 2)
  }

  @Test(
    "creates are numbered on from the records given, once per key of a resource that takes keys")
  func creates() async throws {
    let client = Self.client(idempotencyKeys: true)
    let key = IdempotencyKey("k-1")
    let created = try await client.create("Tides", key)
    let again = try await client.create("Tides", key)
    let other = try await client.create("Harbour", nil)
    let all = try await client.page(RecordQuery(page: PageRequest(size: 10)))

    checkEqual(created, Note(id: 6, title: "Tides"))
    checkEqual(again, created)
    checkEqual(other.id, 7)
    checkEqual(all.items.count, 7)
  }

  @Test("a key is not kept by a resource that takes none, as its server never sees one")
  func keysOfAResourceWithoutKeys() async throws {
    let client = Self.client()
    let key = IdempotencyKey("k-1")
    let first = try await client.create("Tides", key)
    let second = try await client.create("Tides", key)

    check(first.id == 6 && second.id == 7)
  }

  @Test("creates are numbered after the largest numeric id, and an id taken is refused")
  func numbering() async throws {
    let description = Self.notes()
    let sparse = ResourceClient.inMemory(
      description, records: [Note(id: 2, title: "a"), Note(id: 9, title: "b")],
      matching: { _, _ in true }, creating: { title, number in Note(id: number, title: title) })
    let clashing = ResourceClient.inMemory(
      description, records: [Note(id: 2, title: "a")], matching: { _, _ in true },
      creating: { title, _ in Note(id: 2, title: title) })

    let made = try await sparse.create("c", nil)
    let refused = await #expect(throws: NetworkError.self) { try await clashing.create("c", nil) }

    checkEqual(made.id, 10)
    guard case .invalidRequest(_, let reason) = refused else {
      Issue.record("not refused: \(String(describing: refused))")
      return
    }
    checkEqual(reason, "the record made has the id of another: 2")
  }

  @Test("a missing record is not found, and a refused draft is rejected under its field")
  func failures() async throws {
    let client = Self.client()
    let read = await #expect(throws: NetworkError.self) { try await client.record("9") }
    let update = await #expect(throws: NetworkError.self) { try await client.update("9", "x") }
    let delete = await #expect(throws: NetworkError.self) { try await client.delete("9") }
    let blank = await #expect(throws: NetworkError.self) { try await client.create("", nil) }

    checkEqual(read, .notFound(resource: "note", id: "9"))
    checkEqual(update, .notFound(resource: "note", id: "9"))
    checkEqual(delete, .notFound(resource: "note", id: "9"))
    checkEqual(
      blank, .rejected(resource: "note", fieldErrors: FieldErrors(["title": ["can't be blank"]])))
    try await checkEqual(client.page(RecordQuery(page: PageRequest(size: 10))).items.count, 5)
  }

  @Test("updates and deletes change what is read")
  func writes() async throws {
    let client = Self.client()
    let updated = try await client.update("2", "Tides")
    try await client.delete("3")

    checkEqual(updated, Note(id: 2, title: "Tides"))
    try await checkEqual(client.record("2"), updated)
    try await checkEqual(
      client.page(RecordQuery(page: PageRequest(size: 10))).items.map(\.id), [1, 2, 4, 5])
  }

  @Test("an update tells the version it made, which a later write under it matches")
  func updateVersions() async throws {
    let client = Self.client(keepsVersions: true)
    let seen = Mutex<[RecordVersion?]>([])
    let observer = RecordVersionObserver { _, version in seen.withLock { $0.append(version) } }
    _ = try await RecordVersion.$readObserver.withValue(observer) {
      try await client.update("2", "Tides")
    }
    let made = try #require(seen.withLock { $0.first ?? nil })

    let again = try await RecordVersion.$current.withValue(made) {
      try await client.update("2", "Tides, again")
    }

    checkEqual(made.tag.description, #""2""#)
    checkEqual(again.title, "Tides, again")
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

    checkEqual(read.tag.description, #""1""#)
    checkEqual(read.url.absoluteString, "memory:///notes/2")
    guard case .versionConflict(let resource, _) = stale, case .versionConflict = staleDelete else {
      Issue.record(
        "not version conflicts: \(String(describing: stale)), \(String(describing: staleDelete))")
      return
    }
    checkEqual(resource, "note")
    checkEqual(otherRecord.title, "Not the one read")
    try await checkEqual(client.record("2").title, "Someone else's")
  }

  @Test("without versions kept, a read tells none and writes check none")
  func noVersions() async throws {
    let client = Self.client()
    let seen = Mutex(0)
    let observer = RecordVersionObserver { _, _ in seen.withLock { $0 += 1 } }
    _ = try await RecordVersion.$readObserver.withValue(observer) { try await client.record("2") }

    checkEqual(seen.withLock { $0 }, 0)
  }
}

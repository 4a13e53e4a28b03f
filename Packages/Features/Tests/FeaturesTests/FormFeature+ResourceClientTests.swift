import Features
import FeaturesTesting
import HTTPClient
import Synchronization
import Testing

@Suite("FormFeature(saving:)", .timeLimit(.minutes(1)))
struct FormFeatureResourceClientTests {
  @Test("a form creates through the client")
  func creates() async throws {
    let client = NoteRecords.client()
    let store = Store(
      initialState: NoteRecordForm(title: "Tides"),
      reducer: FormFeature(saving: client, uuid: .incrementing()))

    await store.send(.submit)

    #expect(await store.state.status == .saved(Note(id: 6, title: "Tides")))
    #expect(try await client.record("6").title == "Tides")
  }

  @Test("a retry sends the create's key again, and the client creates once")
  func retriesUnderTheKey() async throws {
    let notes = NoteRecords.client()
    var client = notes
    let attempts = Attempts()
    client.create = { title, key in
      let created = try await notes.create(title, key)
      guard attempts.next() > 1 else { throw NetworkError.cancelled }
      return created
    }
    let store = Store(
      initialState: NoteRecordForm(title: "Tides"),
      reducer: FormFeature(saving: client, uuid: .incrementing()))

    await store.send(.submit)
    await store.send(.retry)
    let all = try await notes.page(RecordSearch(), PageRequest(size: 10))

    #expect(await store.state.status == .saved(Note(id: 6, title: "Tides")))
    #expect(all.items.count == 6)
  }
}

/// How many times a create was sent.
private final class Attempts: Sendable {
  private let count = Mutex(0)

  /// Counts one more, and says how many there are now.
  func next() -> Int {
    count.withLock {
      $0 += 1
      return $0
    }
  }
}

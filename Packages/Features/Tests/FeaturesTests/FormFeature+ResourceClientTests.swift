import Features
import FeaturesTesting
import HTTPClient
import Synchronization
import TestSupport
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

    await checkEqual(store.state.status, .saved(Note(id: 6, title: "Tides")))
    try await checkEqual(client.record("6").title, "Tides")
  }

  @Test("a form whose state keeps a key, made without a uuid, sends a key from the dependency")
  func keyedWithoutUUID() async throws {
    let keys = Keys()
    var client = NoteRecords.client()
    client.create = { title, key in
      keys.append(key)
      return Note(id: 9, title: title)
    }
    let store = Store(
      initialState: NoteRecordForm(title: "Tides"), reducer: FormFeature(saving: client))

    await store.send(.submit)

    checkEqual(keys.all.count, 1)
    check(keys.all.allSatisfy { $0 != nil })
  }

  @Test("saving an edit of a record without an id fails, saying so")
  func editWithoutID() async {
    var client = ResourceClient<Note, String>.unimplemented
    client.recordID = { _ in nil }
    let store = Store(
      initialState: NoteRecordForm(editing: Note(id: 1, title: "Tides")),
      reducer: FormFeature(saving: client, uuid: .incrementing()))

    await store.send(.setField(.title, "Harbour"))
    await store.send(.submit)

    guard case .failed(let failure) = await store.state.status else {
      Issue.record("not failed: \(await store.state.status)")
      return
    }
    checkEqual(failure.message, "the record has no id to find it by")
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
    let all = try await notes.page(RecordQuery(page: PageRequest(size: 10)))

    await checkEqual(store.state.status, .saved(Note(id: 6, title: "Tides")))
    checkEqual(all.items.count, 6)
  }
}

/// The keys creates were sent with, in order.
private final class Keys: Sendable {
  private let keys = Mutex<[IdempotencyKey?]>([])

  func append(_ key: IdempotencyKey?) {
    keys.withLock { $0.append(key) }
  }

  var all: [IdempotencyKey?] {
    keys.withLock { $0 }
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

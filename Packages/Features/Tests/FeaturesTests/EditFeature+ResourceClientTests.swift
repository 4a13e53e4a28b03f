import Features
import FeaturesTesting
import HTTPClient
import TestSupport
import Testing

@Suite("EditFeature(client:)", .timeLimit(.minutes(1)))
struct EditFeatureResourceClientTests {
  @Test("an edit saves through the client, refused while the note changed since it was read")
  func savesUnderTheVersionRead() async throws {
    let client = NoteRecords.client()
    let store = Store(
      initialState: EditFeature<Note, FormFeature<NoteRecordForm>>.State(id: 2),
      reducer: EditFeature(client: client))

    await store.send(.load)
    _ = try await client.update("2", "Someone else's")
    await store.send(.form(.setField(.title, "Mine")))
    await store.send(.form(.submit))
    let refused = await store.state.form.value?.status
    await store.send(.reloadKeepingEdits)
    await store.send(.form(.submit))

    guard case .failed(let failure) = refused else {
      Issue.record("the stale save was not refused: \(String(describing: refused))")
      return
    }
    checkEqual(failure.networkError, .versionConflict(resource: "note", request: nil))
    await checkEqual(store.state.form.value?.status, .saved(Note(id: 2, title: "Mine")))
    try await checkEqual(client.record("2").title, "Mine")
  }

  @Test("a second save goes under the version the first one made")
  func savesTwice() async throws {
    let client = NoteRecords.client()
    let store = Store(
      initialState: EditFeature<Note, FormFeature<NoteRecordForm>>.State(id: 4),
      reducer: EditFeature(client: client))

    await store.send(.load)
    await store.send(.form(.setField(.title, "Once")))
    await store.send(.form(.submit))
    await store.send(.form(.setField(.title, "Twice")))
    await store.send(.form(.submit))

    await checkEqual(store.state.form.value?.status, .saved(Note(id: 4, title: "Twice")))
    await checkEqual(store.state.version?.tag.description, #""3""#)
    try await checkEqual(client.record("4").title, "Twice")
  }

  @Test("an edit that changes nothing is saved with nothing sent")
  func unchanged() async throws {
    var client = NoteRecords.client()
    client.update = { _, _ in throw NetworkError.cancelled }
    let store = Store(
      initialState: EditFeature<Note, FormFeature<NoteRecordForm>>.State(id: 3),
      reducer: EditFeature(client: client))

    await store.send(.load)
    await store.send(.form(.submit))

    await checkEqual(store.state.form.value?.status, .saved(Note(id: 3, title: "Note 3")))
  }
}

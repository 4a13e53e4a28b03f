import Features
import FeaturesTesting
import HTTPClient
import TestSupport
import Testing

@Suite("DeletionFeature(client:undoWindow:clock:)", .timeLimit(.minutes(1)))
struct DeletionFeatureResourceClientTests {
  @Test("a deletion deletes its record by its id once confirmed")
  func deletion() async throws {
    let client = NoteRecords.client()
    let store = Store(
      initialState: DeletionFeature<Note>.State(target: Note(id: 2, title: "Note 2")),
      reducer: DeletionFeature(client: client))

    await store.send(.delete)
    await store.send(.confirm)

    await checkEqual(store.state.status, .deleted)
    try await checkEqual(
      client.page(RecordQuery(page: PageRequest(size: 9))).items.map(\.id), [1, 3, 4, 5])
  }
}

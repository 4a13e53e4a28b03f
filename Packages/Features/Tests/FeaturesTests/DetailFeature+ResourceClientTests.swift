import Features
import FeaturesTesting
import HTTPClient
import TestSupport
import Testing

@Suite("DetailFeature(client:)", .timeLimit(.minutes(1)))
struct DetailFeatureResourceClientTests {
  @Test("a detail reads its record by its id, and a missing one is not found")
  func detail() async {
    let found = Store(
      initialState: DetailFeature<Int, Note>.State(id: 4),
      reducer: DetailFeature(client: NoteRecords.client()))
    let missing = Store(
      initialState: DetailFeature<Int, Note>.State(id: 40),
      reducer: DetailFeature(client: NoteRecords.client()))

    await found.send(.load)
    await missing.send(.load)

    await checkEqual(found.state.detail.value, Note(id: 4, title: "Note 4"))
    await checkEqual(
      missing.state.detail.failure?.networkError, .notFound(resource: "note", id: "40"))
  }
}

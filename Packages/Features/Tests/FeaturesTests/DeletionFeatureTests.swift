import Features
import FeaturesTesting
import HTTPClient
import Testing

@Suite(.timeLimit(.minutes(1)))
struct DeletionFeatureTests {
  private typealias Feature = DeletionFeature<Int>

  @Test func deletesAnyTargetWithItsClosureAfterTheConfirmation() async {
    let deleted = Log<Int>()
    let store = TestStore(
      initialState: Feature.State(target: 4), reducer: Feature { deleted.append($0) })

    await store.send(.delete) { $0.status = .confirming }
    #expect(deleted.entries.isEmpty)
    await store.send(.confirm) { $0.status = .deleting }
    await store.receive(.deleteResponse(.success(4))) { $0.status = .deleted }
    await store.finish()

    #expect(deleted.entries == [4])
  }

  @Test func aFailureOfTheClosureIsShownAndRetrySendsAgain() async {
    let attempts = Log<Int>()
    let failure = LoadFailure(NetworkError.notFound(resource: "note", id: "4"))
    let store = TestStore(
      initialState: Feature.State(target: 4, status: .confirming),
      reducer: Feature { id in
        attempts.append(id)
        if attempts.entries.count == 1 { throw NetworkError.notFound(resource: "note", id: "4") }
      })

    await store.send(.confirm) { $0.status = .deleting }
    await store.receive(.deleteResponse(.failure(failure))) { $0.status = .failed(failure) }
    await store.send(.retry) { $0.status = .deleting }
    await store.receive(.deleteResponse(.success(4))) { $0.status = .deleted }
    await store.finish()

    #expect(attempts.entries == [4, 4])
  }

}

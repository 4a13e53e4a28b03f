import Features
import FeaturesTesting
import Foundation
import HTTPClient
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(1)))
struct DeletionFeatureTests {
  private typealias Feature = DeletionFeature<Int>

  @Test func deletesAnyTargetWithItsClosureAfterTheConfirmation() async {
    let deleted = Log<Int>()
    let store = TestStore(
      initialState: Feature.State(target: 4), reducer: Feature { deleted.append($0) })

    await store.send(.delete) { $0.status = .confirming }
    check(deleted.entries.isEmpty)
    await store.send(.confirm) { $0.status = .deleting }
    await store.receive(.deleteResponse(.success(4))) { $0.status = .deleted }
    await store.finish()

    checkEqual(deleted.entries, [4])
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

    checkEqual(attempts.entries, [4, 4])
  }

  @Test func theDeletionCarriesTheVersionOfTheTargetAsItWasRead() async throws {
    let version = try #require(
      RecordVersion(url: URL(string: "http://127.0.0.1:9/notes/4"), tag: EntityTag(#""n2""#)))
    let sentWith = Log<RecordVersion?>()
    let store = TestStore(
      initialState: Feature.State(target: 4, status: .confirming, version: version),
      reducer: Feature { _ in sentWith.append(RecordVersion.current) })

    await store.send(.confirm) { $0.status = .deleting }
    await store.receive(.deleteResponse(.success(4))) { $0.status = .deleted }
    await store.finish()

    checkEqual(sentWith.entries, [version])
  }
}

import Dependencies
import Features
import FeaturesTesting
import Models
import NetworkClient
import NetworkClientTestSupport
import TestSupport
import Testing

@testable import JSONPlaceholderFeatures

@Suite(.timeLimit(.minutes(1)))
struct DeleteFeatureUndoWindowTests {
  let log = Log<WriteCall>()
  let clock = TestClock()

  func store(
    failure: (any Error & Sendable)? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) -> TestStore<DeleteFeature> {
    TestStore(
      initialState: DeleteFeature.State(target: .post(7), status: .confirming),
      reducer: DeleteFeature(
        client: .recordingWrites(into: log, failure: failure), undoWindow: .seconds(5),
        clock: clock),
      sourceLocation: sourceLocation)
  }

  @Test func theRequestIsSentWhenTheWindowClosesAndNotBefore() async {
    let store = store()

    await store.send(.confirm) { $0.status = .pending }
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(4999))
    check(log.entries.isEmpty)
    await clock.advance(by: .milliseconds(1))
    await store.receive(.undoWindowClosed) { $0.status = .deleting }
    await store.receive(.deleteResponse(.success(.post(7)))) { $0.status = .deleted }
    await store.finish()

    checkEqual(log.entries, [.deletePost(7)])
  }

  @Test func undoWithinTheWindowSendsNothingEver() async {
    let store = store()

    await store.send(.confirm) { $0.status = .pending }
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(4))
    await store.send(.undo) { $0.status = .cancelled }
    await clock.advance(by: .seconds(10))
    await store.send(.undoWindowClosed)
    await store.send(.sendNow)
    await store.finish()

    check(log.entries.isEmpty)
  }

  @Test func sendNowSendsAtOnceAndTheWindowSendsNothingMore() async {
    let store = store()

    await store.send(.confirm) { $0.status = .pending }
    await store.send(.sendNow) { $0.status = .deleting }
    await store.receive(.deleteResponse(.success(.post(7)))) { $0.status = .deleted }
    await clock.advance(by: .seconds(10))
    await store.send(.undo)
    await store.finish()

    checkEqual(log.entries, [.deletePost(7)])
  }

  @Test func aFailureOnceTheWindowClosesIsShown() async {
    let error = NetworkError.timedOut(host: "api")
    let store = store(failure: error)

    await store.send(.confirm) { $0.status = .pending }
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(5))
    await store.receive(.undoWindowClosed) { $0.status = .deleting }
    await store.receive(.deleteResponse(.failure(LoadFailure(error)))) {
      $0.status = .failed(LoadFailure(error))
    }
    await store.finish()
  }
}

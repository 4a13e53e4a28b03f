import Features
import FeaturesTesting
import GitHubIssues
import HTTPClient
import Testing

/// Closing an issue, asserted with an exhaustive `TestStore`: nothing is sent until the person
/// confirms.
@Suite(.timeLimit(.minutes(1)))
struct CloseIssueFeatureTests {
  let log = RequestLog()

  func store(
    answer: @escaping @Sendable (Request) throws -> GitHubIssue = { _ in Fixtures.issues[2] }
  ) -> TestStore<CloseIssueFeature> {
    TestStore(
      initialState: CloseIssueFeature.State(target: Fixtures.issues[2]),
      reducer: CloseIssueFeature(client: Fixtures.client(log: log, answer: answer)))
  }

  @Test func aConfirmedCloseSendsOnePatch() async {
    let store = store()

    await store.send(.delete) { $0.status = .confirming }
    #expect(CloseIssueScreen.line(store.state) == "Close issue #3 “Issue 3”?")
    await store.send(.confirm) { $0.status = .deleting }
    await store.receive(.deleteResponse(.success(Fixtures.issues[2]))) { $0.status = .deleted }
    await store.finish()

    #expect(log.all == [.close(3)])
    #expect(CloseIssueScreen.line(store.state) == "Closed issue #3 “Issue 3”.")
  }

  @Test func aCancelledCloseSendsNothing() async {
    let store = store()

    await store.send(.delete) { $0.status = .confirming }
    await store.send(.cancel) { $0.status = .cancelled }
    await store.send(.confirm)
    await store.finish()

    #expect(log.all.isEmpty)
    #expect(CloseIssueScreen.line(store.state) == "Left issue #3 “Issue 3” open.")
  }

  @Test func aMissingIssueFailsAndCanBeTriedAgain() async {
    let missing = NetworkError.notFound(resource: "issue", id: "3")
    let store = store { _ in throw missing }

    await store.send(.delete) { $0.status = .confirming }
    await store.send(.confirm) { $0.status = .deleting }
    await store.receive(.deleteResponse(.failure(LoadFailure(missing)))) {
      $0.status = .failed(LoadFailure(missing))
    }
    await store.send(.retry) { $0.status = .deleting }
    await store.receive(.deleteResponse(.failure(LoadFailure(missing)))) {
      $0.status = .failed(LoadFailure(missing))
    }
    await store.finish()

    #expect(log.all == [.close(3), .close(3)])
    #expect(
      CloseIssueScreen.line(store.state) == "Could not close issue #3 “Issue 3”: issue 3 not found")
  }
}
